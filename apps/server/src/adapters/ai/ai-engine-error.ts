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
