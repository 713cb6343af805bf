import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorTexts, type ErrorAnswer, type ErrorCode } from '@penwise/contract';

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

// Fastify's own client errors (bad JSON, too large, wrong content type) keep their status.
const codeForStatus: Partial<Record<number, ErrorCode>> = {
  400: 'validation_failed',
  404: 'not_found',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

function answer(reply: FastifyReply, status: number, body: ErrorAnswer) {
  return reply.status(status).send(body);
}

/** The one error handler: `{ error, code }` with the right status, no internals on 5xx. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    const body: ErrorAnswer = { error: error.message, code: error.code };
    if (error.field) body.field = error.field;
    return answer(reply, error.status, body);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') ?? '';
    const message = first?.message ?? 'The request is not valid.';
    return answer(reply, 400, {
      error: field ? `${field}: ${message}` : message,
      code: 'validation_failed',
      ...(field ? { field } : {}),
    });
  }
  const status = error.statusCode ?? 500;
  const code = codeForStatus[status];
  if (status < 500 && code) {
    const message = code === 'rate_limited' ? errorTexts.rateLimited : error.message;
    return answer(reply, status, { error: message, code });
  }
  request.log.error({ err: error }, 'unhandled error');
  return answer(reply, 500, { error: errorTexts.internal, code: 'internal_error' });
}
