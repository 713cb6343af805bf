import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { api } from './accounts.ts';
import { gotoReady, launchBrowser, screenshotBoth } from './browser.ts';

const baseUrl = inject('baseUrl');
const account = {
  name: 'Grace Hopper',
  email: `grace.${String(Date.now())}@example.com`,
  password: 'compiler pioneer',
};

describe('finding your way in the first hour', () => {
  let context: BrowserContext;
  let page: Page;
  const consoleErrors: string[] = [];

  beforeAll(async () => {
    await api(baseUrl, '/api/auth/signup', account);
    context = await launchBrowser();
    page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
  });
  afterAll(() => context.close());

  it('says there is no payment to check on /success without a session id', async () => {
    await gotoReady(page, `${baseUrl}/success`);
    await page.getByRole('heading', { name: 'No payment to check' }).waitFor();
    expect(await page.getByText('Payment Verification Failed').count()).toBe(0);
    expect(await page.getByText('Payment Successful!').count()).toBe(0);
    const pricing = page.getByRole('link', { name: 'See plans and credit packs' });
    expect(await pricing.getAttribute('href')).toBe('/pricing');
    await screenshotBoth(page, 'success-without-session');
  });

  it('brings a guest sent to /login back to the page and query they asked for', async () => {
    await gotoReady(page, `${baseUrl}/all-ai-tools?q=voice`);
    await page.waitForURL(`${baseUrl}/login?next=${encodeURIComponent('/all-ai-tools?q=voice')}`);
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${baseUrl}/all-ai-tools?q=voice`);
    await page
      .getByRole('list', { name: 'Studios' })
      .getByRole('link', { name: /AI Voiceover/ })
      .waitFor();
    await screenshotBoth(page, 'all-ai-tools-studios');
  });

  it('sends a logged-in user away from /login to the dashboard', async () => {
    await gotoReady(page, `${baseUrl}/login`);
    await page.waitForURL(`${baseUrl}/dashboard`);
  });

  it('ignores an off-site return address', async () => {
    await page.evaluate(() => localStorage.removeItem('user'));
    await gotoReady(page, `${baseUrl}/login?next=${encodeURIComponent('//evil.example/x')}`);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${baseUrl}/dashboard`);
  });

  it('ran without script errors', () => {
    expect(consoleErrors.filter((text) => !text.includes('401'))).toEqual([]);
  });
});
