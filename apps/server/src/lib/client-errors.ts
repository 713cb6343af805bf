import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, clientErrorCode, handleError } from '../errors.ts';

/**
 * A library's own 4xx error (Fastify's router, @fastify/multipart) as an AppError with the same status,
 * so it answers `{ error, code }` instead of falling through to a 500; anything else is returned as is.
 */
export function asClientError(error: unknown): unknown {
  if (error instanceof AppError || !(error instanceof Error)) return error;
  const status = (error as Partial<FastifyError>).statusCode;
  if (typeof status !== 'number' || status < 400 || status >= 500) return error;
  return new AppError(clientErrorCode(status), status, error.message);
}

/** Fastify's `frameworkErrors`: a malformed or over-long URL fails before routing; answer it like any error. */
export function handleFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  void handleError(asClientError(error) as FastifyError, request, reply);
}
