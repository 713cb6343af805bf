import { describe, expect, it } from 'vitest';
import { apiPaths, authMessages, errorTexts, type ErrorAnswer, type LoginAnswer } from '@penwise/contract';
import { engines } from '../../test/test-database.ts';
import { usersRepository } from './users.repository.ts';
import { useTestApp } from '../../test/test-app.ts';
import { bearer, buildUser, signupAndLogin } from '../../test/factories.ts';

const paths = apiPaths.auth;

describe.each(engines)('auth routes on %s', (engine) => {
  const t = useTestApp(engine);

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t().app.inject({ method: 'POST', url, payload: payload as object, headers });

  describe('POST /api/auth/signup', () => {
    it('creates an account and answers 201 with a message', async () => {
      const res = await post(paths.signup, { ...buildUser(), OAuth: false });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ success: authMessages.signedUp });
    });

    it('normalises the email so a differently cased duplicate gets 409', async () => {
      const user = buildUser({ email: 'Mixed.Case@Example.com' });
      expect((await post(paths.signup, user)).statusCode).toBe(201);
      const again = await post(paths.signup, { ...user, email: '  mixed.case@example.COM ' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'email_taken', error: errorTexts.emailTaken });
      const login = await post(paths.login, { email: 'MIXED.case@example.com', password: user.password });
      expect(login.json<LoginAnswer>().success.email).toBe('mixed.case@example.com');
    });

    it('refuses a password under 8 characters with 400 naming the field', async () => {
      const res = await post(paths.signup, buildUser({ password: 'short' }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', field: 'password' });
      expect(res.json<ErrorAnswer>().error).toContain('at least 8 characters');
    });

    it.each(['password', 'Password1', 'iloveyou'])(
      'refuses the common password %s with 400 naming the field, and creates nothing',
      async (password) => {
        const user = buildUser({ password });
        const res = await post(paths.signup, user);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          error: authMessages.weakPassword,
          code: 'weak_password',
          field: 'password',
        });
        expect(await usersRepository(t().database.db).findByEmail(user.email)).toBeUndefined();
      },
    );

    it.each([
      ['a missing name', { name: '' }, 'name'],
      ['a bad email', { email: 'not-an-email' }, 'email'],
      ['an overlong name', { name: 'x'.repeat(101) }, 'name'],
    ])('refuses %s with 400', async (_, patch, field) => {
      const res = await post(paths.signup, { ...buildUser(), ...patch });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', field });
    });

    it('accepts the SPEC client\'s OAuth "" and refuses OAuth true', async () => {
      expect((await post(paths.signup, { ...buildUser(), OAuth: '' })).statusCode).toBe(201);
      const oauth = await post(paths.signup, { ...buildUser(), OAuth: true });
      expect(oauth.statusCode).toBe(400);
      expect(oauth.json<ErrorAnswer>().code).toBe('oauth_unavailable');
    });

    it('records the referral code the new user arrived with', async () => {
      const user = buildUser();
      expect((await post(paths.signup, { ...user, ref_code: 'FRIEND42' })).statusCode).toBe(201);
      const row = await usersRepository(t().database.db).findByEmail(user.email);
      expect(row?.referredBy).toBe('FRIEND42');
      expect(row?.refCode).toMatch(/^[A-Z2-9]{10}$/);
      expect((await post(paths.signup, { ...buildUser(), ref_code: 'bad code!' })).statusCode).toBe(400);
    });

    it('answers 400 for a body that is not JSON', async () => {
      const res = await t().app.inject({
        method: 'POST',
        url: paths.signup,
        payload: '{"email":',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorAnswer>().code).toBe('validation_failed');
    });

    it('answers 413 for an oversized body', async () => {
      const res = await post(paths.signup, { ...buildUser(), name: 'x'.repeat(2 * 1024 * 1024) });
      expect(res.statusCode).toBe(413);
      expect(res.json<ErrorAnswer>().code).toBe('payload_too_large');
    });
  });

  describe('POST /api/auth/login', () => {
    it('answers the session user and the idToken', async () => {
      const { user, session } = await signupAndLogin(t().app);
      expect(session.success).toMatchObject({ email: user.email, name: user.name });
      expect(session.idToken).toBe(session.success.idToken);
      expect(Buffer.from(session.idToken, 'base64url').length).toBeGreaterThanOrEqual(16);
      expect(new Date(session.success.expiresAt).getTime() - t().clock.now().getTime()).toBe(
        30 * 86400 * 1000,
      );
    });

    it('answers the same INVALID_LOGIN_CREDENTIALS error for a wrong password and an unknown email', async () => {
      const { user } = await signupAndLogin(t().app);
      const wrong = await post(paths.login, { email: user.email, password: 'wrong password' });
      const unknown = await post(paths.login, { email: 'nobody@example.com', password: 'whatever1' });
      for (const res of [wrong, unknown]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ error: errorTexts.invalidLogin, code: 'invalid_login_credentials' });
      }
      expect(wrong.json<ErrorAnswer>().error).toContain('INVALID_LOGIN_CREDENTIALS');
    });

    it('refuses an empty password with 400', async () => {
      const res = await post(paths.login, { email: 'a@example.com', password: '' });
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorAnswer>().field).toBe('password');
    });
  });

  describe('session tokens', () => {
    it('are accepted as a Bearer header and inside the body user field', async () => {
      const { user, session } = await signupAndLogin(t().app);
      const viaHeader = await post(paths.isLoggedIn, {}, bearer(session.idToken));
      const viaStoredUser = await post(paths.isLoggedIn, { user: session });
      const viaBareToken = await post(paths.isLoggedIn, { user: { idToken: session.idToken } });
      for (const res of [viaHeader, viaStoredUser, viaBareToken]) {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({
          success: {
            email: user.email,
            name: user.name,
            refCode: expect.stringMatching(/^[A-Z2-9]{10}$/) as string,
          },
        });
      }
    });

    it('answer 401 Not authenticated without a token and Invalid token for an unknown one', async () => {
      const none = await post(paths.isLoggedIn, {});
      expect(none.statusCode).toBe(401);
      expect(none.json()).toEqual({ error: 'Not authenticated', code: 'not_authenticated' });
      const unknown = await post(paths.isLoggedIn, {}, bearer('not-a-real-token'));
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json()).toEqual({ error: 'Invalid token', code: 'invalid_token' });
    });

    it('expire after SESSION_TTL', async () => {
      const { session } = await signupAndLogin(t().app);
      t().clock.advanceMinutes(30 * 24 * 60 + 1);
      const res = await post(paths.isLoggedIn, {}, bearer(session.idToken));
      expect(res.json()).toEqual({ error: 'Invalid token', code: 'invalid_token' });
    });

    it('are revoked by logout', async () => {
      const { session } = await signupAndLogin(t().app);
      const out = await post(paths.logout, {}, bearer(session.idToken));
      expect(out.json()).toEqual({ success: authMessages.loggedOut });
      const after = await post(paths.isLoggedIn, { user: session });
      expect(after.statusCode).toBe(401);
      expect(after.json<ErrorAnswer>().error).toBe('Invalid token');
    });
  });
});

describe.each(engines)('concurrent signups on %s', (engine) => {
  const t = useTestApp(engine);

  it('create exactly one account for one email', async () => {
    const user = buildUser();
    const results = await Promise.all(
      Array.from({ length: 8 }, () => t().app.inject({ method: 'POST', url: paths.signup, payload: user })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
  });
});
