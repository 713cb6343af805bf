import { describe, expect, it } from 'vitest';
import { ApiError, orThrow } from './api-query';
import { createQueryClient, getQueryClient } from './query-client';

const failure = (status: number | undefined) =>
  new ApiError({ error: 'Failed', code: status ? 'internal_error' : 'network_error', status });

function retryOf(client = createQueryClient()) {
  const { retry } = client.getDefaultOptions().queries ?? {};
  if (typeof retry !== 'function') throw new Error('retry is a function');
  return retry;
}

describe('createQueryClient', () => {
  it('retries a network failure or a 5xx twice, then shows it', () => {
    const retry = retryOf();
    expect(retry(0, failure(undefined))).toBe(true);
    expect(retry(1, failure(503))).toBe(true);
    expect(retry(2, failure(500))).toBe(false);
  });

  it('never retries a 4xx', () => {
    const retry = retryOf();
    expect(retry(0, failure(400))).toBe(false);
    expect(retry(0, failure(401))).toBe(false);
    expect(retry(0, failure(429))).toBe(false);
  });

  it('asks on every page visit, and not on every return to the tab', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries?.staleTime).toBe(0);
    expect(queries?.refetchOnWindowFocus).toBe(false);
  });

  it('lets a test turn retries off', () => {
    expect(createQueryClient({ retry: false }).getDefaultOptions().queries?.retry).toBe(false);
  });
});

describe('getQueryClient', () => {
  it('is one client for the whole tab', () => {
    expect(getQueryClient()).toBe(getQueryClient());
  });
});

describe('orThrow', () => {
  it('answers the success and throws a failure as an ApiError that keeps it', async () => {
    await expect(orThrow(Promise.resolve({ success: 1 }))).resolves.toEqual({ success: 1 });
    const thrown = await orThrow(Promise.resolve({ error: 'Nope', code: 'forbidden' as const })).catch(
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(ApiError);
    expect((thrown as ApiError).failure).toEqual({ error: 'Nope', code: 'forbidden' });
    expect((thrown as ApiError).message).toBe('Nope');
  });
});
