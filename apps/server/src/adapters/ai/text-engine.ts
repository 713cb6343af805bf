/** What a text engine is asked: the tool's rendered prompt and an output cap. */
export interface TextRequest {
  system: string;
  user: string;
  maxTokens: number;
  signal?: AbortSignal;
  /** The user's own words, unrendered: the demo engine writes from them. */
  brief?: { description: string; tone: string; language: string };
}

export interface TextUsage {
  promptTokens: number;
  completionTokens: number;
}

/** A stream of generated text: deltas as they arrive, then one `done` with the token usage. */
export type TextEvent = { type: 'delta'; text: string } | { type: 'done'; usage: TextUsage };

/** Generates text; engines: openai.ts (any OpenAI-compatible API) and the offline demo engine. */
export interface TextEngine {
  readonly name: 'openai' | 'demo';
  stream(request: TextRequest): AsyncIterable<TextEvent>;
}

/** A failure of the AI provider, with a message safe to show users (never the provider's raw error). */
export class AiEngineError extends Error {
  readonly kind: 'busy' | 'unavailable' | 'timeout' | 'rejected' | 'misconfigured';

  constructor(kind: AiEngineError['kind'], message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.kind = kind;
  }
}

export const aiEngineMessages = {
  busy: 'The AI service is busy right now. Please try again in a minute.',
  unavailable: 'The AI service is not available right now. Please try again later.',
  timeout: 'The AI service took too long to answer. Please try again.',
  rejected: 'The AI service could not handle this request. Try a shorter or different description.',
  misconfigured: 'The AI service is not set up correctly. Please contact support.',
} as const;
