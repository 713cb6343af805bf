import { describe, expect, it } from 'vitest';
import { apiPaths, authMessages, errorTexts, type ErrorAnswer } from '@penwise/contract';
import { engines } from '../../test/test-database.ts';
import { useTestApp } from '../../test/test-app.ts';
import { bearer, signupAndLogin } from '../../test/factories.ts';

const paths = apiPaths.auth;

describe.each(engines)('password reset on %s', (engine) => {
  const t = useTestApp(engine, { PUBLIC_URL: 'https://penwise.example' });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t().app.inject({ method: 'POST', url, payload, headers });

  /** Asks for a reset and returns the token from the link in the newest outbox e-mail. */
  async function requestLink(email: string) {
    const before = (await t().outbox()).length;
    const res = await post(paths.forgotPassword, { email });
    expect(res.json()).toEqual({ success: authMessages.resetRequested });
    const mails = await t().outbox();
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1) ?? '';
    expect(mail).toContain(`To: ${email}`);
    const token = /https:\/\/penwise\.example\/reset\?token=([\w-]+)/.exec(mail)?.[1];
    expect(token).toBeDefined();
    return token ?? '';
  }

  it('answers the same message for an unknown email and sends nothing', async () => {
    const before = (await t().outbox()).length;
    const res = await post(paths.forgotPassword, { email: 'nobody@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: authMessages.resetRequested });
    expect(await t().outbox()).toHaveLength(before);
  });

  it('resets the password from the e-mailed link, logs out every session and refuses the old password', async () => {
    const { user, session } = await signupAndLogin(t().app);
    const token = await requestLink(user.email);
    const res = await post(paths.resetPassword, { token, password: 'a brand new secret' });
    expect(res.json()).toEqual({ success: authMessages.passwordReset });

    const old = await post(paths.isLoggedIn, {}, bearer(session.idToken));
    expect(old.json()).toEqual({ error: 'Invalid token', code: 'invalid_token' });
    const oldLogin = await post(paths.login, { email: user.email, password: user.password });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await post(paths.login, { email: user.email, password: 'a brand new secret' });
    expect(newLogin.statusCode).toBe(200);
  });

  it('refuses a link used twice', async () => {
    const { user } = await signupAndLogin(t().app);
    const token = await requestLink(user.email);
    expect((await post(paths.resetPassword, { token, password: 'first new pass' })).statusCode).toBe(200);
    const again = await post(paths.resetPassword, { token, password: 'second new pass' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      error: errorTexts.invalidResetToken,
      code: 'invalid_reset_token',
      field: 'token',
    });
  });

  it('refuses a link after one hour', async () => {
    const { user } = await signupAndLogin(t().app);
    const token = await requestLink(user.email);
    t().clock.advanceMinutes(61);
    const res = await post(paths.resetPassword, { token, password: 'too late pass' });
    expect(res.json<ErrorAnswer>().code).toBe('invalid_reset_token');
  });

  it('retires older links once one is used', async () => {
    const { user } = await signupAndLogin(t().app);
    const first = await requestLink(user.email);
    const second = await requestLink(user.email);
    expect((await post(paths.resetPassword, { token: second, password: 'newest pass 1' })).statusCode).toBe(
      200,
    );
    expect((await post(paths.resetPassword, { token: first, password: 'newest pass 2' })).statusCode).toBe(
      400,
    );
  });

  it('refuses a short new password and a made-up token without changing anything', async () => {
    const { user } = await signupAndLogin(t().app);
    const token = await requestLink(user.email);
    const short = await post(paths.resetPassword, { token, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json<ErrorAnswer>().field).toBe('password');
    const fake = await post(paths.resetPassword, { token: 'made-up', password: 'long enough pass' });
    expect(fake.json<ErrorAnswer>().code).toBe('invalid_reset_token');
    // The real link still works: the bad attempts consumed nothing.
    expect((await post(paths.resetPassword, { token, password: 'long enough pass' })).statusCode).toBe(200);
  });

  it('lets only one of two simultaneous resets with the same link win', async () => {
    const { user } = await signupAndLogin(t().app);
    const token = await requestLink(user.email);
    const results = await Promise.all(
      ['racer password A', 'racer password B'].map((password) =>
        post(paths.resetPassword, { token, password }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });
});
