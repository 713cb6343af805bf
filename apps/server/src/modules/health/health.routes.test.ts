import { describe, expect, it } from 'vitest';
import { apiPaths, errorTexts } from '@penwise/contract';
import { signupAndLogin, bearer } from '../../test/factories.ts';
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

  it('answers 503 without internals once the database is gone, as do the API routes', async () => {
    const { user, session } = await signupAndLogin(t().app);
    await t().database.close();
    t().database.close = () => Promise.resolve();
    const gone = { error: errorTexts.databaseUnavailable, code: 'database_unavailable' };
    const res = await t().app.inject({ method: 'GET', url: '/api/healthz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(gone);
    expect(res.headers['retry-after']).toBe('5');

    // Not 401: a web app told 'Invalid token' would log the user out over a database blip.
    const credits = await t().app.inject({
      method: 'POST',
      url: apiPaths.plans.showCredits,
      headers: bearer(session.idToken),
      payload: {},
    });
    const login = await t().app.inject({
      method: 'POST',
      url: apiPaths.auth.login,
      payload: { ...user, OAuth: false },
    });
    for (const answer of [credits, login]) {
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual(gone);
      expect(answer.headers['retry-after']).toBe('5');
    }
  });
});
