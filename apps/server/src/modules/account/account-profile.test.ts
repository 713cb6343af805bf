import { describe, expect, it } from 'vitest';
import { accountMessages, accountPaths, apiPaths, ProfileAnswer } from '@penwise/contract';
import { bearer, signupAndLogin } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { engines } from '../../test/test-database.ts';
import { emailOfUserNamed } from './account-data.fixtures.ts';

describe.each(engines)('profile and e-mail change on %s', (engine) => {
  const t = useTestApp(engine);
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t().app.inject({ method: 'POST', url, payload, headers });
  const latestConfirmToken = async () => {
    const mail = (await t().outbox()).at(-1) ?? '';
    return /\/confirm-email\?token=([\w-]+)/.exec(mail)?.[1];
  };
  const emailOf = (name: string) => emailOfUserNamed(t(), name);

  it('answers 401 without a session', async () => {
    for (const url of [
      accountPaths.updateProfile,
      accountPaths.changeEmail,
      accountPaths.deleteAccount,
      accountPaths.exportData,
    ]) {
      expect((await post(url, { name: 'x', email: 'a@b.co', password: 'x' })).statusCode, url).toBe(401);
    }
  });

  it('changes the name, trimmed; an empty name is a clear 400 and changes nothing', async () => {
    const { session } = await signupAndLogin(t().app);
    const auth = bearer(session.idToken);
    const saved = await post(accountPaths.updateProfile, { name: '  Ada Lovelace ' }, auth);
    expect(saved.statusCode).toBe(200);
    expect(ProfileAnswer.parse(saved.json()).success).toMatchObject({
      message: accountMessages.profileSaved,
      name: 'Ada Lovelace',
    });
    const empty = await post(accountPaths.updateProfile, { name: '   ' }, auth);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: 'Name is required.' });
    const me = await post(apiPaths.auth.isLoggedIn, {}, auth);
    expect(me.json()).toMatchObject({ success: { name: 'Ada Lovelace' } });
  });

  it('changes the e-mail only once the link sent to the new address is opened, and tells the old one', async () => {
    const { user, session } = await signupAndLogin(t().app);
    const auth = bearer(session.idToken);
    const newEmail = `new-${user.email}`;
    const asked = await post(
      accountPaths.changeEmail,
      { email: newEmail.toUpperCase(), password: user.password },
      auth,
    );
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ success: accountMessages.emailChangeSent });
    expect(await emailOf(user.name)).toBe(user.email);
    const mail = (await t().outbox()).at(-1) ?? '';
    expect(mail).toContain(`To: ${newEmail}`);
    const token = await latestConfirmToken();
    expect(token).toBeTruthy();

    const confirmed = await post(accountPaths.confirmEmail, { token: token ?? '' });
    expect(confirmed.json()).toEqual({ success: accountMessages.emailConfirmed });
    expect(await emailOf(user.name)).toBe(newEmail);
    const notice = (await t().outbox()).at(-1) ?? '';
    expect(notice).toContain(`To: ${user.email}`);
    // Masked: the old inbox may no longer be the owner's alone.
    expect(notice).toContain('ne***@example.com');

    // Single use; the new address logs in, the old one no longer does.
    const again = await post(accountPaths.confirmEmail, { token: token ?? '' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: accountMessages.invalidEmailLink });
    expect((await post(apiPaths.auth.login, { email: newEmail, password: user.password })).statusCode).toBe(
      200,
    );
    expect((await post(apiPaths.auth.login, { email: user.email, password: user.password })).statusCode).toBe(
      401,
    );
  });

  it('refuses a wrong password, an address in use and the same address, changing nothing', async () => {
    const { user, session } = await signupAndLogin(t().app);
    const { user: other } = await signupAndLogin(t().app);
    const auth = bearer(session.idToken);
    const before = (await t().outbox()).length;

    const wrong = await post(
      accountPaths.changeEmail,
      { email: 'fresh@example.com', password: 'nope nope' },
      auth,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'wrong_password', field: 'password' });

    const taken = await post(accountPaths.changeEmail, { email: other.email, password: user.password }, auth);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'email_taken', error: accountMessages.emailInUse });

    const same = await post(accountPaths.changeEmail, { email: user.email, password: user.password }, auth);
    expect(same.statusCode).toBe(400);
    expect((await t().outbox()).length).toBe(before);
    expect(await emailOf(user.name)).toBe(user.email);
  });

  it('refuses an expired link, and a link whose address was taken meanwhile', async () => {
    const { user, session } = await signupAndLogin(t().app);
    const auth = bearer(session.idToken);
    await post(accountPaths.changeEmail, { email: `late-${user.email}`, password: user.password }, auth);
    const expired = await latestConfirmToken();
    t().clock.advanceMinutes(61);
    expect((await post(accountPaths.confirmEmail, { token: expired ?? '' })).statusCode).toBe(400);

    const wanted = `wanted-${user.email}`;
    await post(accountPaths.changeEmail, { email: wanted, password: user.password }, auth);
    const token = await latestConfirmToken();
    await signupAndLogin(t().app, { email: wanted });
    const taken = await post(accountPaths.confirmEmail, { token: token ?? '' });
    expect(taken.statusCode).toBe(409);
    expect(await emailOf(user.name)).toBe(user.email);
  });
});
