import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { creditsOf, loggedIn } from './accounts.ts';
import { gotoReady, launchBrowser, screenshotBoth } from './browser.ts';

const baseUrl = inject('baseUrl');
describe('buying credits in the browser', () => {
  let context: BrowserContext;
  let page: Page;
  let token = '';

  beforeAll(async () => {
    context = await launchBrowser();
    page = await context.newPage();
    token = await loggedIn(page, baseUrl, 'Katherine Johnson');
  });
  afterAll(() => context.close());

  const credits = async () => ({ success: await creditsOf(baseUrl, token) });

  async function openCheckout(packTitle: string) {
    await gotoReady(page, `${baseUrl}/pricing`);
    // The page is prerendered: the plan status appears only once React has hydrated and can take clicks.
    await page.getByText('No active subscription').waitFor();
    const credit = page.getByRole('radio', { name: 'Credit' });
    await expect
      .poll(
        async () => {
          if (!(await credit.isChecked()))
            await page
              .locator('label')
              .filter({ hasText: /^Credit$/ })
              .click();
          return credit.isChecked();
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    await page
      .getByRole('button', { name: `Get started with ${packTitle}` })
      .first()
      .click();
    await page.waitForURL(/\/checkout\//);
    await page.getByText('Test mode — no card is charged').waitFor();
  }

  it('lands a cancelled checkout on /cancel with nothing granted', async () => {
    await openCheckout('Bronze Pack');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(`${baseUrl}/cancel`);
    await page.getByText('Payment Cancelled').waitFor();
    await screenshotBoth(page, 'cancel');
    expect((await credits()).success).toEqual({ x: 0, y: 0 });
  });

  it('buys the Bronze pack through the test checkout', async () => {
    await openCheckout('Bronze Pack');
    await screenshotBoth(page, 'test-checkout');
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(/\/success\?session_id=/);
    await page.getByText('Payment Successful', { exact: true }).waitFor();
    await screenshotBoth(page, 'success');
    expect((await credits()).success).toEqual({ x: 200000, y: 0 });
  });

  it('shows the credits on the dashboard', async () => {
    await gotoReady(page, `${baseUrl}/dashboard`);
    await page.getByText('200,000').first().waitFor();
    await screenshotBoth(page, 'dashboard-credits');
  });

  it('lists the paid invoice on /billing', async () => {
    await gotoReady(page, `${baseUrl}/billing`);
    await page.getByText('View and manage your invoices and payment history.').waitFor();
    const row = page.getByRole('row').filter({ hasText: '$9.99' });
    await row.getByText('paid').waitFor();
    await expect.poll(() => row.getByText('Credit').isVisible()).toBe(true);
    await screenshotBoth(page, 'billing');
  });

  it('shows the pricing page in both modes', async () => {
    await gotoReady(page, `${baseUrl}/pricing`);
    await page
      .getByRole('button', { name: /Get started/ })
      .first()
      .waitFor();
    await screenshotBoth(page, 'pricing');
  });
});
