import { readFile } from 'node:fs/promises';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { gotoReady, launchBrowser, screenshotBoth, screenshotPart } from './browser.ts';

const baseUrl = inject('baseUrl');
const account = {
  name: 'Hedy Lamarr',
  email: `hedy.${Date.now()}@example.com`,
  password: 'frequency hopping',
};
const newPassword = 'spread spectrum radio';

/** The code an authenticator app shows for `secret`, `stepsAhead` 30-second steps from now. */
function appCode(secret: string, stepsAhead = 0): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + stepsAhead * 30_000 });
}

async function fillLogin(page: Page, password: string) {
  await gotoReady(page, `${baseUrl}/login`);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

describe('account security in the browser', () => {
  let context: BrowserContext;
  let page: Page;
  let secret = '';
  let recoveryCodes: string[] = [];
  const consoleErrors: string[] = [];
  const security = () => page.locator('#security');
  const twoFactorCard = () => security().getByRole('region', { name: 'Two-factor authentication' });

  beforeAll(async () => {
    context = await launchBrowser();
    page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const signup = await fetch(`${baseUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(account),
    });
    expect(signup.status).toBe(201);
    await fillLogin(page, account.password);
    await page.waitForURL(`${baseUrl}/dashboard`);
  });
  afterAll(() => context.close());

  it('shows the Security section on /settings', async () => {
    await page.locator('#main').getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL(`${baseUrl}/settings`);
    await security().getByRole('button', { name: 'Turn on' }).waitFor();
    await screenshotPart(page, security(), 'security-off');
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshotPart(page, security(), 'security-off-dark');
    await page.emulateMedia({ colorScheme: 'light' });
  });

  it('turns on two-factor with the key shown on the page and saves the recovery codes', async () => {
    await security().getByRole('button', { name: 'Turn on' }).click();
    await security().getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
    await security().getByRole('button', { name: 'Continue' }).click();
    const key = security().getByTestId('two-factor-key');
    await key.waitFor();
    secret = (await key.innerText()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await security()
      .getByRole('img', { name: /QR code/ })
      .waitFor();
    // The QR code decoded as an image (a string expression: this project's Node typings have no DOM).
    await page.waitForFunction("document.querySelector('#security img')?.naturalWidth > 0");
    await screenshotPart(page, twoFactorCard(), 'security-scan');
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshotPart(page, twoFactorCard(), 'security-scan-dark');
    await page.emulateMedia({ colorScheme: 'light' });

    await security().getByRole('textbox', { name: 'Authentication code' }).fill(appCode(secret));
    await security().getByRole('button', { name: 'Turn on' }).click();
    const list = security().getByRole('list', { name: 'Recovery codes' });
    await list.waitFor();
    recoveryCodes = (await list.getByRole('listitem').allInnerTexts()).map((code) => code.trim());
    expect(recoveryCodes).toHaveLength(10);
    await screenshotPart(page, security(), 'security-codes');
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshotPart(page, security(), 'security-codes-dark');
    await page.emulateMedia({ colorScheme: 'light' });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      security().getByRole('button', { name: 'Download .txt' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('penwise-recovery-codes.txt');
    const file = await readFile(await download.path(), 'utf8');
    for (const code of recoveryCodes) expect(file).toContain(code);

    await security().getByRole('button', { name: 'I have saved my codes' }).click();
    await security().getByText('10 recovery codes left.').waitFor();
    await screenshotPart(page, security(), 'security-on');
  });

  it('asks for the code at login after the password, then logs in with it', async () => {
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await page.waitForURL(`${baseUrl}/login`);
    await fillLogin(page, account.password);
    const code = page.getByRole('textbox', { name: 'Authentication code' });
    await code.waitFor();
    expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    await screenshotBoth(page, 'login-two-factor');
    // The step after the one spent turning it on: a code is accepted once only.
    await code.fill(appCode(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${baseUrl}/dashboard`);
  });

  it('logs in with a recovery code instead, and refuses it the second time', async () => {
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await page.waitForURL(`${baseUrl}/login`);
    await fillLogin(page, account.password);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByRole('textbox', { name: 'Recovery code' }).fill(recoveryCodes[0] ?? '');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${baseUrl}/dashboard`);

    const again = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password, otp: recoveryCodes[0] }),
    });
    expect(again.status).toBe(401);
  });

  it('changes the password, which logs out another browser', async () => {
    const other = await launchBrowser();
    try {
      const otherPage = await other.newPage();
      await gotoReady(otherPage, `${baseUrl}/login`);
      await otherPage.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
      await otherPage.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
      await otherPage.getByRole('button', { name: 'Login' }).click();
      await otherPage.getByRole('button', { name: 'Use a recovery code' }).click();
      await otherPage.getByRole('textbox', { name: 'Recovery code' }).fill(recoveryCodes[1] ?? '');
      await otherPage.getByRole('button', { name: 'Verify' }).click();
      await otherPage.waitForURL(`${baseUrl}/dashboard`);

      await gotoReady(page, `${baseUrl}/settings`);
      await security().getByRole('textbox', { name: 'Current password', exact: true }).fill(account.password);
      await security().getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
      await security().getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(newPassword);
      await security().getByRole('button', { name: 'Change password' }).click();
      await security().getByText('Every other device has been logged out').waitFor();
      await screenshotPart(page, security(), 'security-password-changed');

      await gotoReady(otherPage, `${baseUrl}/dashboard`);
      await otherPage.waitForURL(`${baseUrl}/login`);
      expect(await otherPage.evaluate(() => localStorage.getItem('user'))).toBeNull();
    } finally {
      await other.close();
    }
    // This browser stays logged in.
    await gotoReady(page, `${baseUrl}/settings`);
    await security().getByText('8 recovery codes left.').waitFor();
  });

  it('turns two-factor off with the password and a recovery code', async () => {
    await security().getByRole('button', { name: 'Turn off' }).click();
    await security().getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
    await security()
      .getByRole('textbox', { name: 'Authentication code or recovery code' })
      .fill(recoveryCodes[2] ?? '');
    await screenshotPart(page, twoFactorCard(), 'security-turn-off');
    await security().getByRole('button', { name: 'Turn off' }).click();
    await security().getByText('Two-factor authentication is off.').waitFor();
    await security().getByRole('button', { name: 'Turn on' }).waitFor();
  });

  it('logs out of all devices', async () => {
    await security().getByRole('button', { name: 'Log out of all devices' }).click();
    await page.getByRole('button', { name: 'Log out everywhere' }).click();
    await page.waitForURL(`${baseUrl}/login`);
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  });

  it('ran without CSP violations or script errors', () => {
    expect(consoleErrors.filter((text) => !text.includes('401'))).toEqual([]);
  });
});
