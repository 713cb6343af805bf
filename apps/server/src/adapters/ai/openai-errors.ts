import OpenAI from 'openai';
import { AiEngineError, aiEngineMessages } from './ai-engine-error.ts';

/** Maps the SDK's errors to AiEngineError: users see what happened, never the provider's internals. */
export function toAiEngineError(error: unknown): AiEngineError {
  if (error instanceof AiEngineError) return error;
  if (error instanceof OpenAI.APIConnectionTimeoutError) {
    return new AiEngineError('timeout', aiEngineMessages.timeout, { cause: error });
  }
  if (error instanceof OpenAI.APIError && error.status !== undefined) {
    const status = Number(error.status);
    if (status === 429) return new AiEngineError('busy', aiEngineMessages.busy, { cause: error });
    if (status === 401 || status === 403 || status === 404) {
      return new AiEngineError('misconfigured', aiEngineMessages.misconfigured, { cause: error });
    }
    if (status >= 400 && status < 500)
      return new AiEngineError('rejected', aiEngineMessages.rejected, { cause: error });
  }
  return new AiEngineError('unavailable', aiEngineMessages.unavailable, { cause: error });
}
