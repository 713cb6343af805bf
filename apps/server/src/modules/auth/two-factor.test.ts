import { Secret, TOTP } from 'otpauth';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  apiPaths,
  RecoveryCodesAnswer,
  TwoFactorSetupAnswer,
  twoFactorMessages,
  type ErrorAnswer,
  type LoginAnswer,
} from '@penwise/contract';
import { sessions, users } from '../../db/schema/index.ts';
import { bearer, signupAndLogin } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { engines } from '../../test/test-database.ts';

const paths = apiPaths.auth;
const tfa = paths.twoFactor;

describe.each(engines)('two-factor authentication on %s', (engine) => {
  const t = useTestApp(engine);

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t().app.inject({ method: 'POST', url, payload, headers });
  /** What an authenticator app shows for `secret` now (or `offsetSteps` steps away). */
  const appCode = (secret: string, offsetSteps = 0) =>
    TOTP.generate({
      secret: Secret.fromBase32(secret),
      timestamp: t().clock.now().getTime() + offsetSteps * 30_000,
    });
  // Each accepted code uses up its time step: move to a fresh one before the next code.
  const nextStep = () => t().clock.advanceMinutes(1);
  const login = (email: string, password: string, otp?: string) =>
    post(paths.login, { email, password, ...(otp === undefined ? {} : { otp }) });

  /** A signed-up user with two-factor on: their secret, recovery codes and a session from before. */
  async function enrolled() {
    const { user, session } = await signupAndLogin(t().app);
    const auth = bearer(session.idToken);
    const setup = TwoFactorSetupAnswer.parse(
      (await post(tfa.setup, { password: user.password }, auth)).json(),
    );
    const { secret } = setup.success;
    const enabled = await post(tfa.enable, { code: appCode(secret) }, auth);
    expect(enabled.statusCode).toBe(200);
    const codes = RecoveryCodesAnswer.parse(enabled.json()).success.recovery_codes;
    nextStep();
    return { user, auth, secret, codes };
  }

  const sessionCount = async (email: string) => {
    const rows = await t()
      .database.db.select({ id: sessions.id })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(users.email, email));
    return rows.length;
  };

  it('answers 401 on every two-factor route without a session', async () => {
    for (const url of Object.values(tfa)) {
      const res = await post(url, { password: 'whatever', code: '123456' });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('enrols: the password first, then a QR code and key, then a code from the app turns it on', async () => {
    const { user, session } = await signupAndLogin(t().app);
    const auth = bearer(session.idToken);
    expect((await post(tfa.status, {}, auth)).json()).toEqual({
      success: { enabled: false, recovery_codes_left: 0 },
    });

    const wrongPassword = await post(tfa.setup, { password: 'not my password' }, auth);
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toMatchObject({ code: 'wrong_password', field: 'password' });

    const setup = await post(tfa.setup, { password: user.password }, auth);
    expect(setup.statusCode).toBe(200);
    const { secret, otpauth_uri: uri, qr_svg: svg } = TwoFactorSetupAnswer.parse(setup.json()).success;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const parsed = new URL(uri);
    expect(parsed.protocol).toBe('otpauth:');
    expect(parsed.searchParams.get('secret')).toBe(secret);
    expect(parsed.searchParams.get('issuer')).toBe('Penwise');
    expect(parsed.searchParams.get('algorithm')).toBe('SHA1');
    expect(parsed.searchParams.get('digits')).toBe('6');
    expect(parsed.searchParams.get('period')).toBe('30');
    expect(decodeURIComponent(parsed.pathname)).toContain(user.email);
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).not.toMatch(/<script|on\w+=/i);

    // Still off until a code proves the app holds the secret.
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    const wrongCode = await post(tfa.enable, { code: appCode(secret, 5) }, auth);
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json()).toMatchObject({ code: 'invalid_two_factor_code', field: 'code' });

    const before = (await t().outbox()).length;
    const enabled = await post(tfa.enable, { code: appCode(secret) }, auth);
    expect(enabled.statusCode).toBe(200);
    const { message, recovery_codes: codes } = RecoveryCodesAnswer.parse(enabled.json()).success;
    expect(message).toBe(twoFactorMessages.enabled);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/);
    expect((await post(tfa.status, {}, auth)).json()).toEqual({
      success: { enabled: true, recovery_codes_left: 10 },
    });
    expect((await t().outbox()).slice(before).join()).toContain('Two-factor authentication is on');

    // The code that turned it on cannot log in as well (same time step).
    expect((await login(user.email, user.password, appCode(secret))).json<ErrorAnswer>().code).toBe(
      'invalid_two_factor_code',
    );
    nextStep();
  });

  it('refuses to enable without a set-up, and a second set-up once on', async () => {
    const { user, session } = await signupAndLogin(t().app);
    const auth = bearer(session.idToken);
    const early = await post(tfa.enable, { code: '123456' }, auth);
    expect(early.statusCode).toBe(409);
    expect(early.json<ErrorAnswer>().code).toBe('two_factor_not_started');

    const first = TwoFactorSetupAnswer.parse(
      (await post(tfa.setup, { password: user.password }, auth)).json(),
    );
    const second = TwoFactorSetupAnswer.parse(
      (await post(tfa.setup, { password: user.password }, auth)).json(),
    );
    expect(second.success.secret).not.toBe(first.success.secret);
    // A restarted set-up replaces the first secret: only the newest QR code counts.
    expect((await post(tfa.enable, { code: appCode(first.success.secret) }, auth)).statusCode).toBe(400);
    expect((await post(tfa.enable, { code: appCode(second.success.secret) }, auth)).statusCode).toBe(200);
    nextStep();
    const again = await post(tfa.setup, { password: user.password }, auth);
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorAnswer>().code).toBe('two_factor_already_on');
  });

  it('asks for a code at login without issuing a session, and logs in with a right one once', async () => {
    const { user, secret } = await enrolled();
    const sessionsBefore = await sessionCount(user.email);

    const wrongPassword = await login(user.email, 'not my password');
    expect(wrongPassword.json<ErrorAnswer>().code).toBe('invalid_login_credentials');

    const noCode = await login(user.email, user.password);
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json()).toEqual({ error: 'Two-factor code required', code: 'two_factor_required' });
    expect(await sessionCount(user.email)).toBe(sessionsBefore);

    const wrongCode = await login(user.email, user.password, appCode(secret, 4));
    expect(wrongCode.statusCode).toBe(401);
    expect(wrongCode.json()).toEqual({
      error: twoFactorMessages.invalidCode,
      code: 'invalid_two_factor_code',
      field: 'code',
    });
    expect(await sessionCount(user.email)).toBe(sessionsBefore);

    const code = appCode(secret);
    const ok = await login(user.email, user.password, code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json<LoginAnswer>().success.email).toBe(user.email);

    // Replayed within its window: refused.
    expect((await login(user.email, user.password, code)).json<ErrorAnswer>().code).toBe(
      'invalid_two_factor_code',
    );
    // An older code, still inside the ±1 step window, is refused once a newer one was used.
    t().clock.advanceMinutes(0.5);
    expect((await login(user.email, user.password, code)).statusCode).toBe(401);
    expect((await login(user.email, user.password, appCode(secret))).statusCode).toBe(200);
    nextStep();
  });

  it('accepts a code one step early or late (clock drift) but not two', async () => {
    const { user, secret } = await enrolled();
    expect((await login(user.email, user.password, appCode(secret, -2))).statusCode).toBe(401);
    expect((await login(user.email, user.password, appCode(secret, -1))).statusCode).toBe(200);
    expect((await login(user.email, user.password, appCode(secret, 1))).statusCode).toBe(200);
    nextStep();
  });

  it('lets each recovery code log in once, however it is typed', async () => {
    const { user, auth, codes } = await enrolled();
    const [first = '', second = ''] = codes;
    expect((await login(user.email, user.password, first)).statusCode).toBe(200);
    expect((await login(user.email, user.password, first)).statusCode).toBe(401);
    const typed = ` ${second.toLowerCase().replace('-', ' ')} `;
    expect((await login(user.email, user.password, typed)).statusCode).toBe(200);
    expect((await post(tfa.status, {}, auth)).json()).toEqual({
      success: { enabled: true, recovery_codes_left: 8 },
    });
  });

  it('counts wrong codes toward the login throttle, and a right password does not reset it', async () => {
    const { user, secret } = await enrolled();
    for (let i = 0; i < 5; i += 1) {
      expect((await login(user.email, user.password, '000000')).statusCode).toBe(401);
      expect((await login(user.email, user.password)).statusCode).toBe(401);
      expect((await login(user.email, user.password, 'WRONG-CODES')).statusCode).toBe(401);
    }
    const locked = await login(user.email, user.password, appCode(secret));
    expect(locked.statusCode).toBe(429);
    t().clock.advanceMinutes(16);
    expect((await login(user.email, user.password, appCode(secret))).statusCode).toBe(200);
    nextStep();
  });

  // PGlite runs one statement at a time: only PostgreSQL can show a check-then-record race.
  it.runIf(engine === 'postgres')(
    'claims each code attempt before checking it: 25 parallel wrong codes evaluate at most 10',
    async () => {
      const { user } = await enrolled();
      const answers = await Promise.all(
        Array.from({ length: 25 }, () => login(user.email, user.password, '000000')),
      );
      const codes = answers.map((answer) => answer.json<ErrorAnswer>().code);
      expect(codes.filter((code) => code === 'invalid_two_factor_code').length).toBeLessThanOrEqual(10);
      expect(codes.every((code) => ['invalid_two_factor_code', 'too_many_attempts'].includes(code))).toBe(
        true,
      );
      t().clock.advanceMinutes(16);
    },
  );

  it('replaces the recovery codes for a code: the old ones stop working', async () => {
    const { user, auth, secret, codes } = await enrolled();
    const wrong = await post(tfa.recoveryCodes, { code: '000000' }, auth);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ErrorAnswer>().code).toBe('invalid_two_factor_code');

    const res = await post(tfa.recoveryCodes, { code: appCode(secret) }, auth);
    expect(res.statusCode).toBe(200);
    const fresh = RecoveryCodesAnswer.parse(res.json()).success;
    expect(fresh.message).toBe(twoFactorMessages.codesReplaced);
    expect(fresh.recovery_codes).toHaveLength(10);
    expect(fresh.recovery_codes).not.toContain(codes[0]);
    expect((await login(user.email, user.password, codes[0])).statusCode).toBe(401);
    expect((await login(user.email, user.password, fresh.recovery_codes[0])).statusCode).toBe(200);
    nextStep();
  });

  it('turns off with the password and a code; login then needs the password only', async () => {
    const { user, auth, secret, codes } = await enrolled();
    const wrongPassword = await post(tfa.disable, { password: 'not mine', code: appCode(secret) }, auth);
    expect(wrongPassword.json()).toMatchObject({ code: 'wrong_password', field: 'password' });
    const wrongCode = await post(tfa.disable, { password: user.password, code: '000000' }, auth);
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json()).toMatchObject({ code: 'invalid_two_factor_code', field: 'code' });
    expect((await post(tfa.status, {}, auth)).json()).toMatchObject({ success: { enabled: true } });

    const before = (await t().outbox()).length;
    const off = await post(tfa.disable, { password: user.password, code: codes[3] }, auth);
    expect(off.json()).toEqual({ success: twoFactorMessages.disabled });
    expect((await post(tfa.status, {}, auth)).json()).toEqual({
      success: { enabled: false, recovery_codes_left: 0 },
    });
    expect((await t().outbox()).slice(before).join()).toContain('Two-factor authentication is off');
    expect((await login(user.email, user.password)).statusCode).toBe(200);

    const again = await post(tfa.disable, { password: user.password, code: appCode(secret) }, auth);
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorAnswer>().code).toBe('two_factor_off');
  });

  it('refuses malformed codes with 400 naming the field', async () => {
    const { auth } = await enrolled();
    for (const code of ['', 'x'.repeat(33)]) {
      const res = await post(tfa.recoveryCodes, { code }, auth);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', field: 'code' });
    }
    const login = await post(paths.login, { email: 'a@example.com', password: 'x', otp: 12 });
    expect(login.json()).toMatchObject({ code: 'validation_failed', field: 'otp' });
  });
});
