import type { ErrorCode } from '@penwise/contract';
import { AiEngineError, aiEngineMessages } from '../../adapters/ai/ai-engine-error.ts';
import { AppError } from '../../errors.ts';

const answers: Record<AiEngineError['kind'], { code: ErrorCode; status: number }> = {
  busy: { code: 'ai_busy', status: 503 },
  unavailable: { code: 'ai_unavailable', status: 503 },
  timeout: { code: 'ai_timeout', status: 504 },
  // The provider refused this input (content filter, too long): the user can change it.
  rejected: { code: 'ai_rejected', status: 422 },
  misconfigured: { code: 'ai_unavailable', status: 503 },
};

/** An engine failure as the API answers it: a stable code, a fitting status, the engine's safe message. */
export function aiFailure(error: unknown): AppError {
  const engineError =
    error instanceof AiEngineError
      ? error
      : new AiEngineError('unavailable', aiEngineMessages.unavailable, { cause: error });
  const { code, status } = answers[engineError.kind];
  return new AppError(code, status, engineError.message);
}

/** A saved failure (a generation's error answer) as the API answers it again, with its status. */
export function failureOfAnswer(answer: { error: string; code: ErrorCode }): AppError {
  const known = Object.values(answers).find((entry) => entry.code === answer.code);
  return new AppError(answer.code, known?.status ?? 503, answer.error);
}
