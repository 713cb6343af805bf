import { describe, expect, it, vi } from 'vitest';
import {
  accountSecurityMessages,
  apiPaths,
  authMessages,
  errorTexts,
  type ErrorAnswer,
  type LoginAnswer,
} from '@penwise/contract';
import { bearer, signupAndLogin } from '../../test/factories.ts';
import { latestResetToken } from '../../test/outbox.ts';
import { useTestApp } from '../../test/test-app.ts';
import { engines } from '../../test/test-database.ts';

const paths = apiPaths.auth;

describe.each(engines)('account security on %s', (engine) => {
  const t = useTestApp(engine);

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t().app.inject({ method: 'POST', url, payload, headers });
  const login = (email: string, password: string) => post(paths.login, { email, password });
  const isLoggedIn = async (token: string) => (await post(paths.isLoggedIn, {}, bearer(token))).statusCode;

  /** A user logged in on two devices. */
  async function twoDevices() {
    const { user, session } = await signupAndLogin(t().app);
    const other = (await login(user.email, user.password)).json<LoginAnswer>().idToken;
    return { user, here: session.idToken, other };
  }

  describe('POST /api/auth/change-password', () => {
    it('changes the password, logs out every other device, keeps this one and e-mails the owner', async () => {
      const { user, here, other } = await twoDevices();
      const before = (await t().outbox()).length;
      const res = await post(
        paths.changePassword,
        { current_password: user.password, new_password: 'a fresh new secret' },
        bearer(here),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: accountSecurityMessages.passwordChanged });

      expect(await isLoggedIn(here)).toBe(200);
      expect(await isLoggedIn(other)).toBe(401);
      expect((await login(user.email, user.password)).statusCode).toBe(401);
      expect((await login(user.email, 'a fresh new secret')).statusCode).toBe(200);

      const mails = await t().outbox();
      expect(mails).toHaveLength(before + 1);
      expect(mails.at(-1)).toContain(`To: ${user.email}`);
      expect(mails.at(-1)).toContain('Your password was changed');
    });

    it('accepts the SPEC identity in the body instead of a bearer token', async () => {
      const { user, session } = await signupAndLogin(t().app);
      const res = await post(paths.changePassword, {
        current_password: user.password,
        new_password: 'identity in the body',
        user: { success: { idToken: session.idToken } },
      });
      expect(res.statusCode).toBe(200);
    });

    it('refuses a wrong current password with 400 on current_password and changes nothing', async () => {
      const { user, here, other } = await twoDevices();
      const res = await post(
        paths.changePassword,
        { current_password: 'not my password', new_password: 'a fresh new secret' },
        bearer(here),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: accountSecurityMessages.wrongPassword,
        code: 'wrong_password',
        field: 'current_password',
      });
      expect(await isLoggedIn(other)).toBe(200);
      expect((await login(user.email, user.password)).statusCode).toBe(200);
    });

    it('counts wrong current passwords toward the login throttle', async () => {
      const { user, here } = await twoDevices();
      const wrong = { current_password: 'not my password', new_password: 'a fresh new secret' };
      for (let i = 0; i < 10; i += 1) {
        expect((await post(paths.changePassword, wrong, bearer(here))).statusCode).toBe(400);
      }
      const locked = await post(
        paths.changePassword,
        { current_password: user.password, new_password: 'a fresh new secret' },
        bearer(here),
      );
      expect(locked.statusCode).toBe(429);
      expect((await login(user.email, user.password)).json()).toEqual({
        error: errorTexts.tooManyAttempts,
        code: 'too_many_attempts',
      });
      t().clock.advanceMinutes(16);
    });

    it.each([
      ['a short new password', 'short', 'at least 8 characters'],
      ['the same password again', 'correct horse battery', accountSecurityMessages.samePassword],
    ])('refuses %s with 400 on new_password', async (_, newPassword, message) => {
      const { user, here, other } = await twoDevices();
      const res = await post(
        paths.changePassword,
        { current_password: user.password, new_password: newPassword },
        bearer(here),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', field: 'new_password' });
      expect(res.json<ErrorAnswer>().error).toContain(message);
      expect(await isLoggedIn(other)).toBe(200);
    });

    it('refuses a common new password with 400 on new_password and changes nothing', async () => {
      const { user, here, other } = await twoDevices();
      const res = await post(
        paths.changePassword,
        { current_password: user.password, new_password: 'qwerty123' },
        bearer(here),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: authMessages.weakPassword,
        code: 'weak_password',
        field: 'new_password',
      });
      expect(await isLoggedIn(other)).toBe(200);
      expect((await login(user.email, user.password)).statusCode).toBe(200);
    });

    it('retires a reset link asked for before the change', async () => {
      const { user, here } = await twoDevices();
      await post(paths.forgotPassword, { email: user.email });
      const mailDir = `${t().config.DATA_DIR}/mail`;
      // The e-mail is sent after the answer.
      const token = await vi.waitFor(async () => {
        const found = await latestResetToken(mailDir);
        if (!found) throw new Error('no reset e-mail yet');
        return found;
      });
      const changed = await post(
        paths.changePassword,
        { current_password: user.password, new_password: 'changed in settings' },
        bearer(here),
      );
      expect(changed.statusCode).toBe(200);
      const reset = await post(paths.resetPassword, { token, password: 'an attacker choice' });
      expect(reset.json<ErrorAnswer>().code).toBe('invalid_reset_token');
    });

    it('answers 401 without a session', async () => {
      const res = await post(paths.changePassword, { current_password: 'x', new_password: 'long enough' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: errorTexts.notAuthenticated, code: 'not_authenticated' });
    });
  });

  describe('POST /api/auth/logout-everywhere', () => {
    it('ends every session of the user, this one included, and no one else’s', async () => {
      const { user, here, other } = await twoDevices();
      const stranger = (await signupAndLogin(t().app)).session.idToken;
      const res = await post(paths.logoutEverywhere, {}, bearer(here));
      expect(res.json()).toEqual({ success: accountSecurityMessages.loggedOutEverywhere });
      expect(await isLoggedIn(here)).toBe(401);
      expect(await isLoggedIn(other)).toBe(401);
      expect(await isLoggedIn(stranger)).toBe(200);
      expect((await login(user.email, user.password)).statusCode).toBe(200);
    });

    it('answers 401 without a session or with an ended one', async () => {
      expect((await post(paths.logoutEverywhere, {})).statusCode).toBe(401);
      const { here } = await twoDevices();
      await post(paths.logoutEverywhere, {}, bearer(here));
      expect((await post(paths.logoutEverywhere, {}, bearer(here))).statusCode).toBe(401);
    });
  });
});
