import { z } from 'zod';
import { successAnswer } from './answers.ts';
import { UserIdentity } from './auth.ts';
import { ImageSize } from './images.ts';
import { Voice } from './speech.ts';

/** The four kinds of history item: text, image, voiceover, transcription. */
export const HistoryType = z.enum(['GenText', 'TTImage', 'TTS', 'Speech2Text']);
export type HistoryType = z.infer<typeof HistoryType>;

/** GenText input: the prompt and what reopening the tool needs. */
export const GenTextInput = z.object({
  prompt: z.string(),
  save_data: z.object({
    /** Category slug. */
    cat: z.string(),
    /** Tool slug. */
    tool: z.string(),
    description: z.string(),
    tone: z.string().optional(),
    language: z.string().optional(),
    /** The brand voice the prompt carried (its name as it was then). */
    brand_voice_id: z.string().optional(),
    brand_voice_name: z.string().optional(),
    /** A template of the user's own: `tool` is its id, these its field values. */
    fields: z.record(z.string(), z.string()).optional(),
    /** An editor command (/api/ai/edit): `tool` is `edit-<command>`. */
    command: z.string().optional(),
  }),
});
export type GenTextInput = z.infer<typeof GenTextInput>;

/** One history item as show-history answers it. */
export const HistoryItem = z.object({
  id: z.string(),
  type: HistoryType,
  /** ISO 8601 time of the generation. */
  date: z.string(),
  /** GenText: GenTextInput; TTS and TTImage: the text or prompt. */
  input: z.union([GenTextInput, z.string()]),
  result: z.string().optional(),
  mp3_url: z.string().optional(),
  transcription: z.string().optional(),
  /** TTS: the voice spoken in. */
  voice: Voice.optional(),
  /** TTImage: the size drawn (older items may lack it). */
  size: ImageSize.optional(),
  /** TTS and Speech2Text: seconds of audio. */
  duration: z.number().min(0).optional(),
  /** Speech2Text: the uploaded file's name; TTS: a name for the download. */
  file_name: z.string().optional(),
  credits: z.number().int().min(0),
  /** `running` and `queued` items are still being generated: follow them by their id. */
  status: z.enum(['queued', 'running', 'succeeded', 'failed', 'stopped']),
});
export type HistoryItem = z.infer<typeof HistoryItem>;

export const historyLimits = { pageMax: 100, pageDefault: 50 } as const;

/** POST /api/plans/show-history: newest first; `before` (an item's id) pages back. */
export const ShowHistoryBody = z.object({
  user: UserIdentity.optional(),
  limit: z.number().int().min(1).max(historyLimits.pageMax).optional(),
  before: z.uuid('before must be the id of a history item.').optional(),
  /** Only items of this type. */
  type: HistoryType.optional(),
});
export type ShowHistoryBody = z.infer<typeof ShowHistoryBody>;

export const HistoryAnswer = successAnswer(z.array(HistoryItem));
export type HistoryAnswer = z.infer<typeof HistoryAnswer>;

/** POST /api/plans/delete-history: removes one of the user's items and its media. */
export const DeleteHistoryBody = z.object({
  user: UserIdentity.optional(),
  id: z.uuid('id must be the id of a history item.'),
});
export type DeleteHistoryBody = z.infer<typeof DeleteHistoryBody>;

export const DeleteHistoryAnswer = successAnswer(z.object({ id: z.string() }));

export const historyMessages = {
  stillRunning: 'This is still being generated. Stop it first, then delete it.',
} as const;
