import { EditCommand } from '@penwise/contract';
import { z } from 'zod';

/**
 * The user's own words, unrendered, and what they asked for beyond a tool's text (an editor command,
 * a voice read from samples): the demo engine answers from these, never by parsing the prompt.
 * A zod schema because it travels in a queued generation's job.
 */
export const TextBrief = z.object({
  description: z.string(),
  tone: z.string(),
  language: z.string(),
  task: z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('edit'), command: EditCommand }),
      z.object({ kind: z.literal('learn-voice'), samples: z.array(z.string()) }),
    ])
    .optional(),
});
export type TextBrief = z.infer<typeof TextBrief>;

/** What a text engine is asked: the tool's rendered prompt and an output cap. */
export interface TextRequest {
  system: string;
  user: string;
  maxTokens: number;
  signal?: AbortSignal;
  brief?: TextBrief;
}

/** What a generation is charged: the tokens written (the prompt's are not charged, so not counted). */
export interface TextUsage {
  completionTokens: number;
}

/** A stream of generated text: deltas as they arrive, then one `done` with the token usage. */
export type TextEvent = { type: 'delta'; text: string } | { type: 'done'; usage: TextUsage };

/**
 * How often a stream's text reaches its readers at most: deltas closer together go out as one event
 * (each is a socket write and an event-store append; a reader sees no difference between 60 and 20
 * updates a second), and the demo engine writes no faster.
 */
export const textDeltaIntervalMs = 50;

/** Generates text; engines: openai.ts (any OpenAI-compatible API) and the offline demo engine. */
export interface TextEngine {
  readonly name: 'openai' | 'demo';
  stream(request: TextRequest): AsyncIterable<TextEvent>;
}
