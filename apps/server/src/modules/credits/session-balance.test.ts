import { describe, expect, it } from 'vitest';
import { apiPaths } from '@penwise/contract';
import { bearer, signupAndLogin } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { engines } from '../../test/test-database.ts';

// show-credits and show-history's first page read the session in their own statement: the session
// rules must hold there exactly as on every other route.
describe.each(engines)('routes that read with the session (%s)', (engine) => {
  const t = useTestApp(engine, { SESSION_IDLE_TTL: '7d', SESSION_TTL: '30d' });
  const call = (url: string, token: string, payload: object = {}) =>
    t().app.inject({ method: 'POST', url, headers: bearer(token), payload });
  const reads = [apiPaths.plans.showCredits, apiPaths.plans.showHistory];

  it('answer 401 once the session is logged out, and keep other sessions of the user', async () => {
    const { user, session } = await signupAndLogin(t().app);
    const other = await t().app.inject({ method: 'POST', url: apiPaths.auth.login, payload: user });
    const otherToken = other.json<{ idToken: string }>().idToken;
    for (const url of reads) expect((await call(url, session.idToken)).statusCode).toBe(200);
    expect((await call(apiPaths.auth.logout, session.idToken)).statusCode).toBe(200);
    for (const url of reads) {
      const res = await call(url, session.idToken);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'invalid_token' });
      expect((await call(url, otherToken)).json()).toHaveProperty('success');
    }
  });

  it('answer 401 to an idle session and to an unknown token, with the token in the body too', async () => {
    const { session } = await signupAndLogin(t().app);
    expect((await call(apiPaths.plans.showHistory, 'not-a-token')).statusCode).toBe(401);
    const body = await t().app.inject({
      method: 'POST',
      url: apiPaths.plans.showHistory,
      payload: { user: session },
    });
    expect(body.json()).toEqual({ success: [] });
    t().clock.advanceMinutes(7 * 24 * 60 + 1);
    for (const url of reads) expect((await call(url, session.idToken)).statusCode).toBe(401);
  });
});
