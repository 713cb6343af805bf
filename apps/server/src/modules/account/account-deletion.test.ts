import { access } from 'node:fs/promises';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountMessages, accountPaths, apiPaths, TwoFactorSetupAnswer } from '@penwise/contract';
import { generations, invoices, media, sessions, subscriptions, users } from '../../db/schema/index.ts';
import { signupAndLogin } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { engines } from '../../test/test-database.ts';
import { deletedEmailOf, deletedName } from './account-deletion.repository.ts';
import { userWithData } from './account-data.fixtures.ts';

describe.each(engines)('delete account on %s', (engine) => {
  const t = useTestApp(engine);
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t().app.inject({ method: 'POST', url, payload, headers });
  const db = () => t().database.db;

  it('needs the right password; a wrong one is a clear 400 and deletes nothing', async () => {
    const owner = await userWithData(t());
    const wrong = await post(accountPaths.deleteAccount, { password: 'not it at all' }, owner.auth);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'wrong_password', field: 'password' });
    expect((await post(apiPaths.auth.isLoggedIn, {}, owner.auth)).statusCode).toBe(200);
    expect((await t().app.inject({ method: 'GET', url: owner.mediaUrl })).statusCode).toBe(200);
  });

  it('cancels the plan, ends every token, deletes history and media, keeps invoices detached', async () => {
    const owner = await userWithData(t());
    const second = await post(apiPaths.auth.login, {
      email: owner.user.email,
      password: owner.user.password,
    });
    const secondAuth = { authorization: `Bearer ${second.json<{ idToken: string }>().idToken}` };

    const res = await post(accountPaths.deleteAccount, { password: owner.user.password }, owner.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: accountMessages.accountDeleted });

    for (const auth of [owner.auth, secondAuth]) {
      expect((await post(apiPaths.auth.isLoggedIn, {}, auth)).statusCode).toBe(401);
      expect((await post(accountPaths.exportData, {}, auth)).statusCode).toBe(401);
    }
    expect((await t().app.inject({ method: 'GET', url: owner.mediaUrl })).statusCode).toBe(404);
    const file = path.join(t().config.DATA_DIR, 'media', owner.mediaId.slice(0, 2), owner.mediaId);
    await expect(access(file)).rejects.toThrow();
    expect(await db().select().from(sessions).where(eq(sessions.userId, owner.id))).toEqual([]);
    expect(await db().select().from(generations).where(eq(generations.userId, owner.id))).toEqual([]);
    expect(await db().select().from(media).where(eq(media.userId, owner.id))).toEqual([]);

    const [plan] = await db().select().from(subscriptions).where(eq(subscriptions.userId, owner.id));
    expect(plan?.status).toBe('canceled');
    const [invoice] = await db().select().from(invoices).where(eq(invoices.id, owner.invoiceId));
    expect(invoice).toMatchObject({ revenueCents: 1900, userId: owner.id });
    const [stub] = await db().select().from(users).where(eq(users.id, owner.id));
    expect(stub).toMatchObject({ email: deletedEmailOf(owner.id), name: deletedName, referredBy: null });

    // The person is gone: the old login fails and the address is free for a new signup.
    expect(
      (await post(apiPaths.auth.login, { email: owner.user.email, password: owner.user.password }))
        .statusCode,
    ).toBe(401);
    await signupAndLogin(t().app, { email: owner.user.email });
    const notice = (await t().outbox()).find((mail) => mail.includes('Your account was deleted'));
    expect(notice).toContain(`To: ${owner.user.email}`);
  });

  it('with two-factor on, needs a code as well', async () => {
    const { user, session } = await signupAndLogin(t().app);
    const auth = { authorization: `Bearer ${session.idToken}` };
    const setup = TwoFactorSetupAnswer.parse(
      (await post(apiPaths.auth.twoFactor.setup, { password: user.password }, auth)).json(),
    );
    const code = (offset = 0) =>
      TOTP.generate({
        secret: Secret.fromBase32(setup.success.secret),
        timestamp: t().clock.now().getTime() + offset,
      });
    expect((await post(apiPaths.auth.twoFactor.enable, { code: code() }, auth)).statusCode).toBe(200);
    t().clock.advanceMinutes(1);

    const missing = await post(accountPaths.deleteAccount, { password: user.password }, auth);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'two_factor_required',
      field: 'otp',
      error: accountMessages.codeRequired,
    });
    const wrong = await post(accountPaths.deleteAccount, { password: user.password, otp: '000000' }, auth);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'invalid_two_factor_code', field: 'otp' });
    expect((await post(apiPaths.auth.isLoggedIn, {}, auth)).statusCode).toBe(200);

    const done = await post(accountPaths.deleteAccount, { password: user.password, otp: code() }, auth);
    expect(done.statusCode).toBe(200);
    expect((await post(apiPaths.auth.isLoggedIn, {}, auth)).statusCode).toBe(401);
  });
});
