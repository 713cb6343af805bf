import { errorTexts, readErrorAnswer, type ErrorCode } from '@penwise/contract';
import type { z } from 'zod';
import { apiUrl } from './api-url';
import { clearSession, readIdToken } from './session';

export { apiUrl };

/** Failures the browser produces itself, beside the server's ErrorAnswer codes. */
export type ClientErrorCode = 'network_error' | 'unexpected_answer';

export interface ApiFailure {
  error: string;
  code: ErrorCode | ClientErrorCode;
  field?: string | undefined;
  /** The HTTP status of the answer; absent when no answer came (network). Retries go by it. */
  status?: number | undefined;
}

/** What every call resolves to: the parsed `{ success: … }` answer or a failure, never a throw. */
export type ApiResult<T extends object> = T | ApiFailure;

export function isFailure<T extends object>(result: ApiResult<T>): result is ApiFailure {
  return 'error' in result;
}

export const clientErrorTexts = {
  network: 'Network error occurred',
  unexpected: 'The server sent an answer this page does not understand. Please try again.',
} as const;

/**
 * How a call reads its answer: a contract schema, or a check without zod beside it (the contract's
 * answer-checks.ts) that answers undefined for anything else. Pages that must load no zod use a check.
 */
export type AnswerCheck<T extends object> = z.ZodType<T> | ((json: unknown) => T | undefined);

function readAnswer<T extends object>(answer: AnswerCheck<T>, json: unknown): T | undefined {
  if (typeof answer === 'function') return answer(json);
  const parsed = answer.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

/** These errors mean the stored session is no longer valid anywhere. */
export function isSessionGone(failure: Pick<ApiFailure, 'error' | 'code'>): boolean {
  return (
    failure.code === 'not_authenticated' ||
    failure.code === 'invalid_token' ||
    failure.error === errorTexts.notAuthenticated ||
    failure.error === errorTexts.invalidToken
  );
}

/**
 * Reads `json` as a server failure, or undefined when it is not one. A failure saying the session
 * is gone clears the stored session here, so every caller logs the user out the same way.
 */
export function readFailure(json: unknown): ApiFailure | undefined {
  // Read by its `error` text even when its code is newer than this build's contract (readErrorAnswer).
  const failure = readErrorAnswer(json);
  if (!failure) return undefined;
  if (isSessionGone(failure)) clearSession();
  return failure;
}

export async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Sends one call with the session token as a bearer token when there is one, and parses the
 * answer with `answer` (a contract schema or its check). Every method shares the rules below.
 */
async function request<T extends object>(
  path: string,
  init: { method: 'GET' | 'DELETE' } | { method: 'POST' | 'PUT'; body: unknown },
  answer: AnswerCheck<T>,
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const hasBody = 'body' in init;
  if (hasBody) headers['Content-Type'] = 'application/json';
  const token = readIdToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method: init.method,
      headers,
      ...(hasBody ? { body: JSON.stringify(init.body) } : {}),
    });
  } catch {
    return { error: clientErrorTexts.network, code: 'network_error' };
  }
  const json = await readJson(response);

  const { status } = response;
  const failure = readFailure(json);
  if (failure) return { ...failure, status };
  const success = response.ok ? readAnswer(answer, json) : undefined;
  if (success) return success;
  if (json === undefined) return { error: clientErrorTexts.network, code: 'network_error', status };
  return { error: clientErrorTexts.unexpected, code: 'unexpected_answer', status };
}

/**
 * Whether asking again may answer differently: no answer at all (network, or a proxy's page instead of
 * JSON) or a server-side failure (5xx). A 4xx says what is wrong with the request; repeating it cannot help.
 */
export function isRetryable(failure: ApiFailure): boolean {
  if (failure.code === 'network_error') return true;
  return failure.status !== undefined && failure.status >= 500;
}

/** POSTs `body` as JSON to an API path (contract `apiPaths`). */
export function apiPost<T extends object>(
  path: string,
  body: unknown,
  answer: AnswerCheck<T>,
): Promise<ApiResult<T>> {
  return request(path, { method: 'POST', body }, answer);
}

/** PUTs `body` as JSON to an API path: a change to one thing named in the path (a document). */
export function apiPut<T extends object>(
  path: string,
  body: unknown,
  answer: AnswerCheck<T>,
): Promise<ApiResult<T>> {
  return request(path, { method: 'PUT', body }, answer);
}

/** DELETEs the thing an API path names. */
export function apiDelete<T extends object>(path: string, answer: AnswerCheck<T>): Promise<ApiResult<T>> {
  return request(path, { method: 'DELETE' }, answer);
}

/** GETs an API path (e.g. verify-session, whose id travels in the path). */
export function apiGet<T extends object>(path: string, answer: AnswerCheck<T>): Promise<ApiResult<T>> {
  return request(path, { method: 'GET' }, answer);
}
