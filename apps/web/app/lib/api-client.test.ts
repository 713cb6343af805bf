import { errorTexts, MessageAnswer, readPaymentsAnswer, VerifySessionAnswer } from '@penwise/contract';
import { describe, expect, it, vi } from 'vitest';
import { buildLoginAnswer, storeSession } from '~test/factories';
import { fetchCall, mockFetch } from '~test/render';
import { apiGet, apiPost, isFailure, isRetryable } from './api-client';
import { storageKeys } from './storage-keys';

describe('apiPost', () => {
  it('sends JSON with the stored token as a bearer token', async () => {
    storeSession(buildLoginAnswer({ idToken: 'tok-1' }));
    const fetchMock = mockFetch({ success: 'ok' });
    const result = await apiPost('/api/auth/logout', { a: 1 }, MessageAnswer);
    expect(result).toEqual({ success: 'ok' });
    const call = fetchCall(fetchMock);
    expect(call.url).toBe('/api/auth/logout');
    expect(call.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(call.headers.get('Content-Type')).toBe('application/json');
    expect(call.body).toEqual({ a: 1 });
  });

  it('sends no Authorization header without a session', async () => {
    const fetchMock = mockFetch({ success: 'ok' });
    await apiPost('/api/auth/forgot-password', {}, MessageAnswer);
    expect(fetchCall(fetchMock).headers.has('Authorization')).toBe(false);
  });

  it.each([errorTexts.notAuthenticated, errorTexts.invalidToken])(
    "forgets the stored user when the answer is '%s'",
    async (error) => {
      storeSession();
      mockFetch(
        { error, code: error === errorTexts.invalidToken ? 'invalid_token' : 'not_authenticated' },
        401,
      );
      const result = await apiPost('/api/auth/is-logged-in', {}, MessageAnswer);
      expect(isFailure(result) && result.error).toBe(error);
      expect(window.localStorage.getItem(storageKeys.user)).toBeNull();
    },
  );

  it('keeps the session on other errors', async () => {
    storeSession();
    mockFetch({ error: 'Too many requests. Please wait a moment and try again.', code: 'rate_limited' }, 429);
    await apiPost('/api/auth/is-logged-in', {}, MessageAnswer);
    expect(window.localStorage.getItem(storageKeys.user)).not.toBeNull();
  });

  it('reads an error answer whose code this build does not know', async () => {
    mockFetch({ error: 'You do not have enough credits.', code: 'some_future_code' }, 402);
    const result = await apiPost('/api/healthz', {}, MessageAnswer);
    expect(isFailure(result) && result.error).toBe('You do not have enough credits.');
  });

  it('turns a network failure into an error answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await apiPost('/api/healthz', {}, MessageAnswer)).toEqual({
      error: 'Network error occurred',
      code: 'network_error',
    });
  });

  it('turns an unreadable answer into an error answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('<html>Bad gateway</html>', { status: 502 }))),
    );
    const result = await apiPost('/api/healthz', {}, MessageAnswer);
    expect(result).toEqual({ error: 'Network error occurred', code: 'network_error', status: 502 });
  });

  it('refuses an answer of the wrong shape', async () => {
    mockFetch({ success: { unexpected: true } });
    const result = await apiPost('/api/healthz', {}, MessageAnswer);
    expect(isFailure(result) && result.code).toBe('unexpected_answer');
  });
});

describe('apiGet', () => {
  const paid = { id: 'cs_1', payment_status: 'paid', status: 'complete', metadata: {} };

  it('sends a GET without a body, with the bearer token, and parses the answer', async () => {
    storeSession(buildLoginAnswer({ idToken: 'tok-2' }));
    const fetchMock = mockFetch(paid);
    expect(await apiGet('/api/plans/verify-session/cs_1', VerifySessionAnswer)).toEqual(paid);
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
    const call = fetchCall(fetchMock);
    expect(call.url).toBe('/api/plans/verify-session/cs_1');
    expect(call.headers.get('Authorization')).toBe('Bearer tok-2');
    expect(call.headers.has('Content-Type')).toBe(false);
  });

  it('reads error answers and clears a session that is gone, as apiPost does', async () => {
    storeSession();
    mockFetch({ error: errorTexts.invalidToken, code: 'invalid_token' }, 401);
    const result = await apiGet('/api/plans/verify-session/cs_1', VerifySessionAnswer);
    expect(isFailure(result) && result.error).toBe(errorTexts.invalidToken);
    expect(window.localStorage.getItem(storageKeys.user)).toBeNull();
  });

  // A page that must load no zod reads its answer with the contract's check instead of its schema.
  it('reads an answer with a check without zod as with a schema', async () => {
    mockFetch({ success: { mode: 'test', extra: 1 } });
    expect(await apiGet('/api/plans/payments', readPaymentsAnswer)).toEqual({ success: { mode: 'test' } });
    mockFetch({ success: { mode: 'paypal' } });
    const result = await apiGet('/api/plans/payments', readPaymentsAnswer);
    expect(isFailure(result) && result.code).toBe('unexpected_answer');
  });
});

describe('isRetryable', () => {
  it('repeats what may answer differently: no answer, or a failure on the server side', () => {
    expect(isRetryable({ error: 'Network error occurred', code: 'network_error' })).toBe(true);
    expect(isRetryable({ error: 'Oops', code: 'internal_error', status: 500 })).toBe(true);
    expect(isRetryable({ error: 'Later', code: 'database_unavailable', status: 503 })).toBe(true);
  });

  it('never repeats a 4xx: the request itself is what is wrong', () => {
    expect(isRetryable({ error: 'Invalid token', code: 'invalid_token', status: 401 })).toBe(false);
    expect(isRetryable({ error: 'Slow down', code: 'rate_limited', status: 429 })).toBe(false);
    expect(isRetryable({ error: 'Gone', code: 'not_found', status: 404 })).toBe(false);
  });

  it('keeps the status of each answer it reads', async () => {
    mockFetch({ error: 'Slow down', code: 'rate_limited' }, 429);
    const result = await apiPost('/api/healthz', {}, MessageAnswer);
    expect(isFailure(result) && result.status).toBe(429);
  });
});
