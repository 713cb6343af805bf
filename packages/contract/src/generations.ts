import { z } from 'zod';
import { successAnswer } from './answers.ts';
import { HistoryItem, HistoryType } from './history.ts';

/**
 * Where a generation is: `queued` (held, not started), `running`, or ended: `succeeded`, `failed`
 * (nothing or only what it kept is charged) or `stopped` (by its owner; charged for what it wrote).
 */
export const GenerationStatus = HistoryItem.shape.status;
export type GenerationStatus = z.infer<typeof GenerationStatus>;

export const endedStatuses: readonly GenerationStatus[] = ['succeeded', 'failed', 'stopped'];
export const isEndedStatus = (status: GenerationStatus) => endedStatuses.includes(status);

/** What the media calls answer when done: the same fields as their synchronous answers. */
export const GenerationResult = z.object({
  image_url: z.string().optional(),
  mp3_url: z.string().optional(),
  transcription: z.string().optional(),
});
export type GenerationResult = z.infer<typeof GenerationResult>;

/** GET /api/ai/generations/:id */
export const Generation = z.object({
  id: z.string(),
  type: HistoryType,
  status: GenerationStatus,
  /** Text generations: the text written so far (all of it once ended). */
  text: z.string().optional(),
  result: GenerationResult.optional(),
  /** Charged so far: 0 until it ends. */
  credits: z.number().int().min(0),
  createdAt: z.string(),
  /** Failed: why, in words for the user. */
  error: z.string().optional(),
});
export type Generation = z.infer<typeof Generation>;

export const GenerationAnswer = successAnswer(Generation);
export type GenerationAnswer = z.infer<typeof GenerationAnswer>;

export const GenerationParams = z.object({ id: z.uuid('Not a generation id.') });
export type GenerationParams = z.infer<typeof GenerationParams>;

/** 202 of a media call made with `Prefer: respond-async`: follow GET /api/ai/generations/:id. */
export const GenerationStartedAnswer = successAnswer(z.object({ id: z.string() }));
export type GenerationStartedAnswer = z.infer<typeof GenerationStartedAnswer>;

/** The request header that asks a media call to answer at once with the generation's id. */
export const respondAsync = { header: 'prefer', value: 'respond-async' } as const;

export const generationMessages = {
  notFound: 'No such generation.',
  tooManyWatchers: (max: number) =>
    `You are following ${String(max)} generations already. Close a tab or wait for one to finish, then try again.`,
  failed: 'This generation failed. Nothing was charged for it.',
  /** A generation ended by a server that stopped in the middle of it. */
  interrupted: 'The server restarted while this was being generated. You are charged only for what was kept.',
  /** A call that waited for a generation while its server shut down: the generation goes on. */
  serverStopping: 'The server is restarting. Your generation goes on: find it in your history in a moment.',
  /** A generation no server could start in time (every one busy or serving pages only). */
  neverStarted: 'The servers were too busy to start this in time. Nothing was charged; try again.',
} as const;
