import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { latestResetToken } from '../apps/server/src/test/outbox.ts';
import { gotoReady, launchBrowser, screenshotBoth } from './browser.ts';

const baseUrl = inject('baseUrl');
const mailDir = path.join(inject('dataDir'), 'mail');
const account = {
  name: 'Grace Hopper',
  email: `grace.${Date.now()}@example.com`,
  password: 'first password',
};

describe('password reset in the browser', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await launchBrowser();
    page = await context.newPage();
    const signup = await fetch(`${baseUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(account),
    });
    expect(signup.status).toBe(201);
  });
  afterAll(() => context.close());

  it('asks for a link and shows the same green message for any email', async () => {
    await gotoReady(page, `${baseUrl}/reset`);
    await screenshotBoth(page, 'reset');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
    await page.getByRole('button', { name: 'Reset' }).click();
    await page.getByText('If an account exists for this email').waitFor();
  });

  it('sets a new password from the e-mailed link and logs in with it', async () => {
    const token = await latestResetToken(mailDir);
    expect(token).toBeDefined();
    await gotoReady(page, `${baseUrl}/reset?token=${token ?? ''}`);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('second password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Your password has been changed').waitFor();

    await gotoReady(page, `${baseUrl}/login`);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('second password');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${baseUrl}/dashboard`);
  });

  it('refuses the same link a second time', async () => {
    const token = await latestResetToken(mailDir);
    // /reset is for guests: a logged-in visitor is sent on to the dashboard, so log out first.
    await page.evaluate('localStorage.clear()');
    await gotoReady(page, `${baseUrl}/reset?token=${token ?? ''}`);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('third password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('This reset link is invalid or has expired').waitFor();
  });
});
