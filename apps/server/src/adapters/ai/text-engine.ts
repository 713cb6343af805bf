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
