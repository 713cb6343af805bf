import { describe, expect, it } from 'vitest';
import { ErrorAnswer } from '@penwise/contract';
import { useTestApp } from '../test/test-app.ts';

// Found by security-tests/api-properties.test.ts: Fastify answered these in its own shape before
// routing ({ error, code: 'FST_ERR_…', message, statusCode }), not the API's `{ error, code }`.
describe('URLs Fastify refuses before routing', () => {
  const t = useTestApp('pglite');

  it.each([
    ['a broken percent-encoding', 'GET', '/api/plans/verify-session/%', 400],
    ['a broken percent-encoding on a page', 'GET', '/%E0%A4%A', 400],
    ['a path parameter over 100 characters', 'POST', `/api/test-checkout/${'x'.repeat(101)}/pay`, 414],
  ] as const)('answers %s with a 4xx `{ error, code }`', async (_name, method, url, status) => {
    const res = await t().app.inject({ method, url });
    expect(res.statusCode).toBe(status);
    const body = ErrorAnswer.parse(res.json());
    expect(body.code).toBe('validation_failed');
  });
});
