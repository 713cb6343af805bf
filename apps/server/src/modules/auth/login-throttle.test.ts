import { describe, expect, it } from 'vitest';
import { apiPaths, errorTexts, limits, type ErrorAnswer } from '@penwise/contract';
import { engines } from '../../test/test-database.ts';
import { useTestApp } from '../../test/test-app.ts';
import { buildUser, signupAndLogin } from '../../test/factories.ts';

const paths = apiPaths.auth;

let addressCounter = 0;
/** A client address no other test uses, so each test owns its per-address counts. */
const freshAddress = () => {
  addressCounter += 1;
  return `198.51.${String(Math.floor(addressCounter / 250))}.${String(addressCounter % 250)}`;
};

describe.each(engines)('login throttling on %s', (engine) => {
  const t = useTestApp(engine);

  const login = (email: string, password: string, address: string) =>
    t().app.inject({
      method: 'POST',
      url: paths.login,
      payload: { email, password },
      remoteAddress: address,
    });

  it('answers 429 after 10 failures from one address, even with the right password, until the window passes', async () => {
    const { user } = await signupAndLogin(t().app);
    const here = freshAddress();
    for (let i = 0; i < 10; i += 1) {
      expect((await login(user.email, 'wrong password', here)).statusCode).toBe(401);
    }
    const locked = await login(user.email, user.password, here);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ error: errorTexts.tooManyAttempts, code: 'too_many_attempts' });

    t().clock.advanceMinutes(14);
    expect((await login(user.email, user.password, here)).statusCode).toBe(429);
    t().clock.advanceMinutes(2);
    expect((await login(user.email, user.password, here)).statusCode).toBe(200);
  });

  it('lets the owner in from another address while one address is throttled on the account', async () => {
    const { user } = await signupAndLogin(t().app);
    const attacker = freshAddress();
    for (let i = 0; i < 12; i += 1) await login(user.email, 'wrong password', attacker);
    expect((await login(user.email, user.password, attacker)).statusCode).toBe(429);
    expect((await login(user.email, user.password, freshAddress())).statusCode).toBe(200);
    // The owner's success does not clear the attacker's failures.
    expect((await login(user.email, user.password, attacker)).statusCode).toBe(429);
  });

  it('counts failures per account: another account is not locked', async () => {
    const here = freshAddress();
    const victim = await signupAndLogin(t().app);
    const other = await signupAndLogin(t().app);
    for (let i = 0; i < 10; i += 1) await login(victim.user.email, 'wrong password', here);
    expect((await login(victim.user.email, victim.user.password, here)).statusCode).toBe(429);
    expect((await login(other.user.email, other.user.password, here)).statusCode).toBe(200);
  });

  it('holds a ceiling per account against guessing spread over many addresses', async () => {
    const { user } = await signupAndLogin(t().app);
    const perAddress = limits.loginFailuresPerWindow;
    for (let round = 0; round < limits.loginFailuresPerAccount / perAddress; round += 1) {
      const address = freshAddress();
      for (let i = 0; i < perAddress; i += 1) await login(user.email, 'wrong password', address);
    }
    const refused = await login(user.email, 'wrong password', freshAddress());
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ErrorAnswer>().code).toBe('too_many_attempts');
  });

  it('holds a ceiling per address across accounts against lists of accounts', async () => {
    const here = freshAddress();
    for (let i = 0; i < limits.loginFailuresPerAddress; i += 1) {
      expect((await login(buildUser().email, 'wrong password', here)).statusCode).toBe(401);
    }
    const { user } = await signupAndLogin(t().app);
    const refused = await login(user.email, user.password, here);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: errorTexts.tooManyAttemptsFromAddress,
      code: 'too_many_attempts',
    });
    expect((await login(user.email, user.password, freshAddress())).statusCode).toBe(200);
  });

  it('locks unknown emails the same way, so locking does not reveal which accounts exist', async () => {
    const { email } = buildUser();
    const here = freshAddress();
    for (let i = 0; i < 10; i += 1) await login(email, 'wrong password', here);
    expect((await login(email, 'wrong password', here)).statusCode).toBe(429);
  });
});

// PGlite runs one statement at a time, so only PostgreSQL can show a check-then-record race.
describe.runIf(engines.includes('postgres'))('login throttling under concurrency on postgres', () => {
  const t = useTestApp('postgres');

  it('claims each attempt before the password is checked: 25 parallel wrong passwords evaluate at most 10', async () => {
    const { user } = await signupAndLogin(t().app);
    const here = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 25 }, () =>
        t().app.inject({
          method: 'POST',
          url: paths.login,
          payload: { email: user.email, password: 'wrong password' },
          remoteAddress: here,
        }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 401).length).toBeLessThanOrEqual(limits.loginFailuresPerWindow);
    expect(codes.filter((code) => code !== 401).every((code) => code === 429)).toBe(true);
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
