import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';

describe('request ids', () => {
  const t = useTestApp('pglite');

  it('answers every request with an X-Request-Id, fresh unless the caller sent a well-formed one', async () => {
    const fresh = await t().app.inject({ method: 'GET', url: '/api/healthz' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const other = await t().app.inject({ method: 'GET', url: '/api/nope' });
    expect(other.statusCode).toBe(404);
    expect(other.headers['x-request-id']).not.toBe(fresh.headers['x-request-id']);
    const kept = await t().app.inject({
      method: 'GET',
      url: '/api/healthz',
      headers: { 'x-request-id': 'proxy-1234abcd' },
    });
    expect(kept.headers['x-request-id']).toBe('proxy-1234abcd');
    const forged = await t().app.inject({
      method: 'GET',
      url: '/api/healthz',
      headers: { 'x-request-id': 'x\nSet-Cookie: a=b' },
    });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
