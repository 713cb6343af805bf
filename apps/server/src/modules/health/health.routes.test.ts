import { describe, expect, it } from 'vitest';
import { engines } from '../../test/test-database.ts';
import { useTestApp } from '../../test/test-app.ts';

describe.each(engines)('GET /api/healthz on %s', (engine) => {
  const t = useTestApp(engine);

  it('answers ok while the database is reachable', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/api/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: { status: 'ok', database: engine } });
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('answers 503 without internals once the database is gone', async () => {
    await t().database.close();
    t().database.close = () => Promise.resolve();
    const res = await t().app.inject({ method: 'GET', url: '/api/healthz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: 'The database is not reachable.', code: 'internal_error' });
  });
});
