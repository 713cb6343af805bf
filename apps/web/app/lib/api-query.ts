import type { ApiFailure, ApiResult } from './api-client';
import { isFailure } from './api-client';

/**
 * A failed call as TanStack Query sees it. The API client answers failures as values; queries and
 * mutations need them thrown, and `failure` keeps the server's text and code for the page to show.
 */
export class ApiError extends Error {
  readonly failure: ApiFailure;

  constructor(failure: ApiFailure) {
    super(failure.error);
    this.name = 'ApiError';
    this.failure = failure;
  }
}

/** The answer of `call`, or its failure thrown as an ApiError: what a queryFn or mutationFn returns. */
export async function orThrow<T extends object>(call: Promise<ApiResult<T>>): Promise<T> {
  const result = await call;
  if (isFailure(result)) throw new ApiError(result);
  return result;
}

// Every queryFn and mutationFn goes through orThrow, and the API client never throws itself (network
// and parse failures come back as values), so ApiError is the only error a query or mutation can hold.
declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError;
  }
}
