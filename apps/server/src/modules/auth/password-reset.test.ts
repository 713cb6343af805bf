import { describe, expect, it, vi } from 'vitest';
import { apiPaths, authMessages, errorTexts, limits, type ErrorAnswer } from '@penwise/contract';
import { engines } from '../../test/test-database.ts';
import { useTestApp } from '../../test/test-app.ts';
import { bearer, buildUser, signupAndLogin } from '../../test/factories.ts';

const paths = apiPaths.auth;

let addressCounter = 0;
/** A client address no other test uses, so the per-address reset limit only bites where meant. */
const freshAddress = () => {
  addressCounter += 1;
  return `203.0.${String(Math.floor(addressCounter / 250))}.${String(addressCounter % 250)}`;
};

describe.each(engines)('password reset on %s', (engine) => {
  const t = useTestApp(engine, { PUBLIC_URL: 'https://penwise.example' });

  const post = (
    url: string,
    payload: object,
    headers: Record<string, string> = {},
    address = freshAddress(),
  ) => t().app.inject({ method: 'POST', url, payload, headers, remoteAddress: address });
  const forgot = (email: string, address = freshAddress()) =>
    post(paths.forgotPassword, { email }, {}, address);
  /** The outbox once it holds `count` e-mails: they are sent after the answer. */
  const outboxOf = (count: number) =>
    vi.waitFor(async () => {
      const mails = await t().outbox();
      expect(mails).toHaveLength(count);
      return mails;
    });

  /** Asks for a reset and returns the token from the link in the newest outbox e-mail. */
  async function requestLink(email: string) {
    const before = (await t().outbox()).length;
    const res = await forgot(email);
    expect(res.json()).toEqual({ success: authMessages.resetRequested });
    const mails = await outboxOf(before + 1);
    const mail = mails.at(-1) ?? '';
    expect(mail).toContain(`To: ${email}`);
    const token = /https:\/\/penwise\.example\/reset\?token=([\w-]+)/.exec(mail)?.[1];
    expect(token).toBeDefined();
    return token ?? '';
  }

  it('sends at most 3 reset e-mails an hour per account, answering every request the same', async () => {
    const { user } = await signupAndLogin(t().app);
    const before = (await t().outbox()).length;
    for (let i = 0; i < 6; i += 1) {
      const res = await forgot(user.email);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: authMessages.resetRequested });
    }
    await outboxOf(before + limits.resetEmailsPerAccountPerHour);
    // Give any e-mail that should not go out the time to show up.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await t().outbox()).toHaveLength(before + limits.resetEmailsPerAccountPerHour);

    t().clock.advanceMinutes(61);
    await requestLink(user.email);
  });

  it('answers 429 past 20 reset requests an hour from one address, whatever the emails', async () => {
    const here = freshAddress();
    for (let i = 0; i < limits.resetRequestsPerAddressPerHour; i += 1) {
      expect((await forgot(buildUser().email, here)).statusCode).toBe(200);
    }
    const refused = await forgot(buildUser().email, here);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: errorTexts.tooManyResetRequests,
      code: 'too_many_reset_requests',
    });
    // Another address is not affected.
    expect((await forgot(buildUser().email)).statusCode).toBe(200);
  });

  it('refuses a common new password with 400 and keeps the link usable', async () => {
    const { user } = await signupAndLogin(t().app);
    const token = await requestLink(user.email);
    const weak = await post(paths.resetPassword, { token, password: 'password' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({
      error: authMessages.weakPassword,
      code: 'weak_password',
      field: 'password',
    });
    expect((await post(paths.resetPassword, { token, password: 'a sturdier new pass' })).statusCode).toBe(
      200,
    );
  });

  it('answers the same message for an unknown email and sends nothing', async () => {
    const before = (await t().outbox()).length;
    const res = await forgot('nobody@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: authMessages.resetRequested });
    await new Promise((resolve) => setTimeout(resolve, 100));
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
