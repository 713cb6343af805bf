import { describe, expect, it } from 'vitest';
import { apiPaths, errorTexts } from '@penwise/contract';
import { engines } from '../../test/test-database.ts';
import { useTestApp } from '../../test/test-app.ts';
import { buildUser, signupAndLogin } from '../../test/factories.ts';

const paths = apiPaths.auth;

describe.each(engines)('login throttling on %s', (engine) => {
  const t = useTestApp(engine);

  const login = (email: string, password: string) =>
    t().app.inject({ method: 'POST', url: paths.login, payload: { email, password } });

  it('answers 429 after 10 failures for one email, even with the right password, until the window passes', async () => {
    const { user } = await signupAndLogin(t().app);
    for (let i = 0; i < 10; i += 1) expect((await login(user.email, 'wrong password')).statusCode).toBe(401);
    const locked = await login(user.email, user.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ error: errorTexts.tooManyAttempts, code: 'too_many_attempts' });

    t().clock.advanceMinutes(14);
    expect((await login(user.email, user.password)).statusCode).toBe(429);
    t().clock.advanceMinutes(2);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('counts failures per email: another account is not locked', async () => {
    const victim = await signupAndLogin(t().app);
    const other = await signupAndLogin(t().app);
    for (let i = 0; i < 10; i += 1) await login(victim.user.email, 'wrong password');
    expect((await login(victim.user.email, victim.user.password)).statusCode).toBe(429);
    expect((await login(other.user.email, other.user.password)).statusCode).toBe(200);
  });

  it('locks unknown emails the same way, so locking does not reveal which accounts exist', async () => {
    const { email } = buildUser();
    for (let i = 0; i < 10; i += 1) await login(email, 'wrong password');
    expect((await login(email, 'wrong password')).statusCode).toBe(429);
  });
});

describe('per-IP rate limit on the auth routes', () => {
  const t = useTestApp('pglite', { AUTH_RATE_LIMIT: '3' });

  it('answers 429 rate_limited past the limit', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await t().app.inject({
        method: 'POST',
        url: paths.forgotPassword,
        payload: { email: 'x@example.com' },
      });
      codes.push(res.statusCode);
      if (res.statusCode === 429)
        expect(res.json()).toEqual({ error: errorTexts.rateLimited, code: 'rate_limited' });
    }
    expect(codes).toEqual([200, 200, 200, 429]);
  });
});
