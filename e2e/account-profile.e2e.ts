import { execFile } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { gotoReady, launchBrowser, screenshotBoth, screenshotPart } from './browser.ts';

const run = promisify(execFile);
const baseUrl = inject('baseUrl');
const account = {
  name: 'Grace Hopper',
  email: `grace.${Date.now()}@example.com`,
  password: 'compile the first bug',
};

const isLoggedIn = (token: string) =>
  fetch(`${baseUrl}/api/auth/is-logged-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: '{}',
  });

describe('profile, data export and account deletion in the browser', () => {
  let context: BrowserContext;
  let page: Page;
  const consoleErrors: string[] = [];
  const profile = () => page.locator('#profile');

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
    await gotoReady(page, `${baseUrl}/login`);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${baseUrl}/dashboard`);
  });
  afterAll(() => context.close());

  it('changes the name from the Profile section on /settings', async () => {
    await page.locator('#main').getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL(`${baseUrl}/settings`);
    const name = profile().getByRole('textbox', { name: 'Name' });
    await name.fill('Rear Admiral Grace Hopper');
    await profile().getByRole('button', { name: 'Save name' }).click();
    await profile().getByText('Your name has been saved.').waitFor();
    await screenshotPart(page, profile(), 'account-profile');
  });

  it('downloads my data as a ZIP holding data.json', async () => {
    const download = page.waitForEvent('download');
    await profile().getByRole('button', { name: 'Download my data' }).click();
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'penwise-export-')), 'export.zip');
    await (await download).saveAs(file);
    const listing = (await run('unzip', ['-l', file])).stdout;
    expect(listing).toContain('data.json');
    const data = JSON.parse((await run('unzip', ['-p', file, 'data.json'])).stdout) as {
      profile: { name: string; email: string };
    };
    expect(data.profile).toMatchObject({ name: 'Rear Admiral Grace Hopper', email: account.email });
    await profile().getByText('Your data has been downloaded as a ZIP file.').waitFor();
  });

  it('deletes the account after a clear warning; the old token then answers 401', async () => {
    const stored = JSON.parse(String(await page.evaluate('localStorage.getItem("user")'))) as {
      idToken: string;
    };
    expect((await isLoggedIn(stored.idToken)).status).toBe(200);

    await profile().getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account' });
    await dialog.getByText('This cannot be undone').waitFor();
    await screenshotPart(page, dialog, 'account-delete-dialog');
    await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
    await dialog.getByText('Password is required.').waitFor();
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('not my password');
    await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
    await dialog.getByText('Your current password is not correct.').waitFor();
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
    await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
    // The login page says, once, why the visitor is there.
    await page.waitForURL(`${baseUrl}/login`);
    await page.getByText('Your account has been deleted.').waitFor();
    await screenshotBoth(page, 'account-deleted-login');

    expect((await isLoggedIn(stored.idToken)).status).toBe(401);
    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    expect(login.status).toBe(401);
    expect(consoleErrors.filter((text) => !text.includes('401') && !text.includes('400'))).toEqual([]);
  });
});
