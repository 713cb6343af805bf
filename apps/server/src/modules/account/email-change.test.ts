import { describe, expect, it } from 'vitest';
import { accountMessages, accountPaths } from '@penwise/contract';
import { bearer, signupAndLogin } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { engines } from '../../test/test-database.ts';
import { emailOfUserNamed } from './account-data.fixtures.ts';
import { emailChangesPerHour } from './account.service.ts';

describe.each(engines)('POST /api/auth/change-email on %s', (engine) => {
  const t = useTestApp(engine, { SUPPORT_EMAIL: 'help@penwise.test' });
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t().app.inject({ method: 'POST', url, payload, headers });
  const mailTo = async (address: string) =>
    (await t().outbox()).filter((mail) => mail.includes(`To: ${address}`));
  const tokenIn = (mail: string | undefined) => /\/confirm-email\?token=([\w-]+)/.exec(mail ?? '')?.[1] ?? '';
  const emailOf = (name: string) => emailOfUserNamed(t(), name);

  it(`answers 429 after ${String(emailChangesPerHour)} requests an hour, even at once, and sends no more mail`, async () => {
    const { user, session } = await signupAndLogin(t().app);
    const auth = bearer(session.idToken);
    const targets = Array.from({ length: 6 }, (_, i) => `spam${String(i)}-${user.email}`);
    const answers = await Promise.all(
      targets.map((email) => post(accountPaths.changeEmail, { email, password: user.password }, auth)),
    );
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 429, 429, 429]);
    const refused = answers.find((res) => res.statusCode === 429);
    expect(refused?.json()).toEqual({
      error: accountMessages.tooManyEmailChanges,
      code: 'rate_limited',
      field: 'email',
    });
    const sent = await Promise.all(targets.map(mailTo));
    expect(sent.flat()).toHaveLength(emailChangesPerHour);

    // The hour is counted from each request: once it has passed, the account may ask again.
    t().clock.advanceMinutes(61);
    const later = await post(
      accountPaths.changeEmail,
      { email: `later-${user.email}`, password: user.password },
      auth,
    );
    expect(later.statusCode).toBe(200);
  });

  it('counts per account: another account is not held back', async () => {
    const first = await signupAndLogin(t().app);
    const second = await signupAndLogin(t().app);
    for (let i = 0; i < emailChangesPerHour + 1; i += 1) {
      await post(
        accountPaths.changeEmail,
        { email: `n${String(i)}-${first.user.email}`, password: first.user.password },
        bearer(first.session.idToken),
      );
    }
    const other = await post(
      accountPaths.changeEmail,
      { email: `n-${second.user.email}`, password: second.user.password },
      bearer(second.session.idToken),
    );
    expect(other.statusCode).toBe(200);
  });

  it('does not put the account name in the mail to the unconfirmed address', async () => {
    const name = 'Your parcel is held, pay the fee at http://evil.example/pay';
    const { user, session } = await signupAndLogin(t().app, { name });
    const newEmail = `lure-${user.email}`;
    await post(
      accountPaths.changeEmail,
      { email: newEmail, password: user.password },
      bearer(session.idToken),
    );
    const [mail] = await mailTo(newEmail);
    expect(mail).toBeDefined();
    expect(mail).not.toContain('parcel');
    expect(mail).not.toContain('evil.example');
    expect(mail).toContain('Hello,');
  });

  it('makes an earlier link stop working once a newer one is asked for', async () => {
    const { user, session } = await signupAndLogin(t().app);
    const auth = bearer(session.idToken);
    const older = `older-${user.email}`;
    const newer = `newer-${user.email}`;
    await post(accountPaths.changeEmail, { email: older, password: user.password }, auth);
    await post(accountPaths.changeEmail, { email: newer, password: user.password }, auth);
    const olderToken = tokenIn((await mailTo(older))[0]);
    const newerToken = tokenIn((await mailTo(newer))[0]);

    const stale = await post(accountPaths.confirmEmail, { token: olderToken });
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({ error: accountMessages.invalidEmailLink });
    expect(await emailOf(user.name)).toBe(user.email);

    expect((await post(accountPaths.confirmEmail, { token: newerToken })).statusCode).toBe(200);
    expect(await emailOf(user.name)).toBe(newer);
  });

  it('tells the old address when, to which masked address, and to answer support if it was not them', async () => {
    const { user, session } = await signupAndLogin(t().app);
    const newEmail = `carol-${user.email}`;
    await post(
      accountPaths.changeEmail,
      { email: newEmail, password: user.password },
      bearer(session.idToken),
    );
    await post(accountPaths.confirmEmail, { token: tokenIn((await mailTo(newEmail))[0]) });

    const [notice] = await mailTo(user.email);
    const at = t().clock.now();
    expect(notice).toBeDefined();
    expect(notice).toContain('Reply-To: help@penwise.test');
    expect(notice).toContain('ca***@example.com');
    expect(notice).not.toContain(newEmail);
    const two = (n: number) => String(n).padStart(2, '0');
    expect(notice).toContain(
      `${String(at.getUTCFullYear())} at ${two(at.getUTCHours())}:${two(at.getUTCMinutes())} UTC`,
    );
    expect(notice).toContain('help@penwise.test');
    expect(notice).toMatch(/reply to this e-?mail/i);
    expect(notice).not.toMatch(/change your password/i);
    expect(notice).not.toContain('no longer logs in. If this was not you');
  });
});
