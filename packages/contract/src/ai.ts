import { z } from 'zod';
import { successAnswer } from './answers.ts';
import { UserIdentity } from './auth.ts';
import { TemplateFieldValues } from './template-field-values.ts';
import { Language, Tone } from './tools/options.ts';

export const textMessages = {
  descriptionRequired: 'Describe what you want written.',
} as const;

/** Bounds of the text call (issue 4: description 1–5,000 characters). */
export const textLimits = {
  descriptionMax: 5000,
  toolRefMax: 200,
} as const;

/**
 * The selected tool as the web app stores it (the 'selected tool': category, title, description)
 * plus its slug. The server finds the tool by slug, else by title; the other fields are ignored.
 */
export const SelectedTool = z.object({
  slug: z.string().max(textLimits.toolRefMax).optional(),
  title: z.string().max(textLimits.toolRefMax).optional(),
  description: z.string().max(1000).optional(),
  cat: z.string().max(textLimits.toolRefMax).optional(),
});
export type SelectedTool = z.infer<typeof SelectedTool>;

/**
 * POST /ai/text: tool_data is the selected tool (or just its slug or title), or the id of one of the
 * user's own templates, which takes `fields` instead of `content`.
 */
export const TextGenerationBody = z.object({
  tool_data: z.union([z.string().trim().min(1).max(textLimits.toolRefMax), SelectedTool]),
  // Required for the built-in tools (the server says so); a template of the user's own takes `fields`.
  content: z
    .string()
    .trim()
    .min(1, textMessages.descriptionRequired)
    .max(
      textLimits.descriptionMax,
      `The description can be at most ${textLimits.descriptionMax.toLocaleString('en-US')} characters.`,
    )
    .optional(),
  fields: TemplateFieldValues.optional(),
  tone: Tone.optional(),
  language: Language.optional(),
  /** One of the user's brand voices: its rules go into the prompt. */
  brand_voice_id: z.uuid('Not a brand voice id.').optional(),
  user: UserIdentity.optional(),
});
export type TextGenerationBody = z.infer<typeof TextGenerationBody>;

/** POST /api/ai/text answers the generated text. */
export const TextAnswer = successAnswer(z.string());
export type TextAnswer = z.infer<typeof TextAnswer>;

/**
 * Server-Sent Events of POST /api/ai/text/stream and GET /api/ai/generations/:id/events: first
 * `generation` (its id), then `delta` events, then one `final` or one `error`. Every event has an
 * increasing SSE id. A reader that resumes where the server no longer has the single events gets one
 * `text` event instead: the whole text so far, to replace what it shows.
 */
export const textStreamEvents = {
  generation: 'generation',
  delta: 'delta',
  text: 'text',
  final: 'final',
  error: 'error',
} as const;

/** Events after which a generation's stream ends. */
export const finalStreamEvents: readonly string[] = [textStreamEvents.final, textStreamEvents.error];

export const TextStreamGeneration = z.object({ id: z.string() });
export type TextStreamGeneration = z.infer<typeof TextStreamGeneration>;

export const TextStreamDelta = z.object({ text: z.string() });
export type TextStreamDelta = z.infer<typeof TextStreamDelta>;

export const TextStreamFinal = z.object({
  text: z.string(),
  /** Shown to the reader; the charge is by `tokens`. */
  words: z.number().int().min(0),
  /** Generated tokens charged: the engine's reported usage, else a tokenizer's count of the text. */
  tokens: z.number().int().min(0),
  credits: z.number().int().min(0),
  historyId: z.string(),
  /** True when the balance paid for less than the tool's full length, so the engine was capped lower. */
  shortened: z.boolean().optional(),
  /** True when the user stopped it: the text is what was written until then, and only that is charged. */
  stopped: z.boolean().optional(),
});
export type TextStreamFinal = z.infer<typeof TextStreamFinal>;

/** Words as a reader counts them: runs of non-space characters. For display only, never for charging. */
export function countWords(text: string): number {
  return text.match(/\S+/g)?.length ?? 0;
}

// English takes about 1.3 tokens a word: 1.5 lets a tool write its whole word cap in English, and
// bounds what any other language or spacing may cost.
const capTokensPerWord = 1.5;

/** The most tokens a tool may generate: its word cap in tokens, within the engine's own cap (AI_TEXT_MAX_TOKENS). */
export function textTokenCap(maxWords: number, engineMaxTokens: number): number {
  return Math.min(engineMaxTokens, Math.ceil(maxWords * capTokensPerWord));
}

export { textTokenCost } from './catalogue-figures.ts';

/** Which engine serves each modality: 'demo' output is marked as such in the UI. */
export const EngineName = z.enum(['openai', 'demo']);
export type EngineName = z.infer<typeof EngineName>;

export const EnginesAnswer = successAnswer(
  z.object({
    text: EngineName,
    image: EngineName,
    speech: EngineName,
    /** 'unavailable': the demo engine without pocketsphinx installed. */
    transcription: z.enum(['openai', 'demo', 'unavailable']),
  }),
);
export type EnginesAnswer = z.infer<typeof EnginesAnswer>;

export const aiMessages = {
  unknownTool: 'There is no writing tool with that name. Pick a tool from the list.',
  /** Below the cost of a short answer (a smaller balance writes a shortened one). */
  notEnoughForTool: (needed: number, have: number) =>
    `This tool needs at least ${needed.toLocaleString('en-US')} credits for a short answer; you have ${have.toLocaleString('en-US')}. Add credits to continue.`,
  generated: 'Your Text has been generated',
  sessionTimeout: 'Session Timeout. Please go to the homepage',
  /** Too many images, voiceovers and transcriptions at once: one user's, or the whole server's. */
  mediaBusyForUser: (limit: number) =>
    `You already have ${String(limit)} ${limit === 1 ? 'image, voiceover or transcription' : 'images, voiceovers or transcriptions'} in progress. Wait for one to finish, then try again.`,
  mediaBusy:
    'The server is busy with other images, voiceovers and transcriptions. Please try again in a minute.',
} as const;
