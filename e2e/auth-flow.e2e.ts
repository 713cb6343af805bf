import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { gotoReady, launchBrowser, screenshotBoth } from './browser.ts';

const baseUrl = inject('baseUrl');
const account = {
  name: 'Ada Lovelace',
  email: `ada.${Date.now()}@example.com`,
  password: 'analytical engine',
};

describe('accounts in the browser', () => {
  let context: BrowserContext;
  let page: Page;
  const consoleErrors: string[] = [];

  beforeAll(async () => {
    context = await launchBrowser();
    page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
  });
  afterAll(() => context.close());

  it('registers a new account', async () => {
    await gotoReady(page, `${baseUrl}/register`);
    await expect.poll(() => page.getByText('Must be at least 8 characters.').isVisible()).toBe(true);
    await screenshotBoth(page, 'register');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(account.name);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Your account has been created').waitFor();
  });

  it('refuses a wrong password with the rewritten message', async () => {
    await gotoReady(page, `${baseUrl}/login`);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Error: You entered an incorrect email or password.').waitFor();
    await page.getByRole('button', { name: 'Close' }).click();
  });

  it('logs in and greets the user on the dashboard', async () => {
    await gotoReady(page, `${baseUrl}/login`);
    await screenshotBoth(page, 'login');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${baseUrl}/dashboard`);
    await page.getByText(`Hey there, ${account.email}! It's great to see you again!`).waitFor();
    const stored = await page.evaluate(() => localStorage.getItem('user'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ success: { email: account.email } });
    await screenshotBoth(page, 'dashboard');
  });

  it('logs out and then keeps /dashboard behind the login', async () => {
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await page.waitForURL(`${baseUrl}/login`);
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    await gotoReady(page, `${baseUrl}/dashboard`);
    await page.waitForURL(`${baseUrl}/login`);
  });

  it('ran without CSP violations or script errors', () => {
    expect(consoleErrors.filter((text) => !text.includes('401'))).toEqual([]);
  });
});
