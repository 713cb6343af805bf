import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorTexts, type ErrorAnswer, type ErrorCode } from '@penwise/contract';
import { isDatabaseUnavailable } from './db/connection-errors.ts';

/** An expected failure with a stable code, a status and a message safe to show users. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly field: string | undefined;

  constructor(code: ErrorCode, status: number, message: string, field?: string) {
    super(message);
    this.code = code;
    this.status = status;
    this.field = field;
  }
}

// Libraries' own client errors (bad JSON, too large, wrong content type) keep their status.
const codeForStatus: Partial<Record<number, ErrorCode>> = {
  404: 'not_found',
  406: 'unsupported_media_type',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/** The stable code of a library's 4xx: its own where one fits, validation_failed otherwise. */
export const clientErrorCode = (status: number): ErrorCode => codeForStatus[status] ?? 'validation_failed';

// What a 503 for an unreachable database suggests: a restart takes a few seconds.
const retryAfterSeconds = '5';

/** The status and body any thrown error answers with; 5xx bodies never carry internals. */
export function errorAnswerOf(error: unknown): { status: number; body: ErrorAnswer } {
  if (error instanceof AppError) {
    const body: ErrorAnswer = { error: error.message, code: error.code };
    if (error.field) body.field = error.field;
    return { status: error.status, body };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') ?? '';
    // The body as a whole of the wrong type (most often none at all): zod's own words name its types.
    const wholeBody = field === '' && first?.keyword === 'invalid_type';
    const message = wholeBody ? errorTexts.bodyNotObject : (first?.message ?? 'The request is not valid.');
    return {
      status: 400,
      body: {
        // People read the message; the field name is for code and travels in `field`.
        error: message,
        code: 'validation_failed',
        ...(field ? { field } : {}),
      },
    };
  }
  const status = (error as Partial<FastifyError> | null)?.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const code = clientErrorCode(status);
    const message = code === 'rate_limited' ? errorTexts.rateLimited : (error as Error).message;
    return { status, body: { error: message, code } };
  }
  // A database restart or outage: the same request works again in a moment, so say so (never a 500).
  if (isDatabaseUnavailable(error)) {
    return { status: 503, body: { error: errorTexts.databaseUnavailable, code: 'database_unavailable' } };
  }
  return { status: 500, body: { error: errorTexts.internal, code: 'internal_error' } };
}

/** The one error handler: `{ error, code }` with the right status, no internals on 5xx. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = errorAnswerOf(error);
  if (body.code === 'database_unavailable') {
    // One line per request, not a stack each: an outage would otherwise bury the logs.
    request.log.warn({ reason: (error as Error).message }, 'database unavailable');
    void reply.header('retry-after', retryAfterSeconds);
  } else if (status >= 500 && !(error instanceof AppError)) {
    request.log.error({ err: error }, 'unhandled error');
  }
  return reply.status(status).send(body);
}
