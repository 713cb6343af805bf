import { describe, expect, it } from 'vitest';
import { apiPaths } from '@penwise/contract';
import { bearer, signupAndLogin } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { engines } from '../../test/test-database.ts';

const day = 24 * 60;

describe.each(engines)('idle session expiry (%s)', (engine) => {
  const t = useTestApp(engine, { SESSION_IDLE_TTL: '7d', SESSION_TTL: '30d' });
  const credits = (token: string) =>
    t().app.inject({ method: 'POST', url: apiPaths.plans.showCredits, headers: bearer(token), payload: {} });

  it('keeps a session that is used, and ends one left unused for SESSION_IDLE_TTL', async () => {
    const active = (await signupAndLogin(t().app)).session.idToken;
    const idle = (await signupAndLogin(t().app)).session.idToken;
    t().clock.advanceMinutes(6 * day);
    expect((await credits(active)).statusCode).toBe(200);
    t().clock.advanceMinutes(6 * day);
    // Twelve days after login, but six since it was last used.
    expect((await credits(active)).statusCode).toBe(200);
    expect((await credits(idle)).statusCode).toBe(401);
    t().clock.advanceMinutes(7 * day + 1);
    expect((await credits(active)).statusCode).toBe(401);
  });

  it('still ends a busy session at its absolute expiry', async () => {
    const token = (await signupAndLogin(t().app)).session.idToken;
    for (let i = 0; i < 4; i += 1) {
      t().clock.advanceMinutes(6 * day);
      expect((await credits(token)).statusCode).toBe(200);
    }
    t().clock.advanceMinutes(5 * day);
    expect((await credits(token)).statusCode).toBe(200);
    // 30 days and a minute after login, used a day ago: the absolute expiry ends it.
    t().clock.advanceMinutes(day + 1);
    expect((await credits(token)).statusCode).toBe(401);
  });
});
