import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { gotoReady, launchBrowser, screenshotBoth } from './browser.ts';

const baseUrl = inject('baseUrl');
const account = {
  name: 'Ada Writer',
  email: `ada.${Date.now()}@example.com`,
  password: 'streams of words',
};

async function api<T>(path: string, body: object, token?: string): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as T;
}

describe('writing with a tool in the browser (demo engine)', () => {
  let context: BrowserContext;
  let page: Page;
  let token = '';
  const balance = async () => {
    const { success } = await api<{ success: { x: number; y: number } }>(
      '/api/plans/show-credits',
      {},
      token,
    );
    return success.x + success.y;
  };

  beforeAll(async () => {
    context = await launchBrowser();
    page = await context.newPage();
    await api('/api/auth/signup', account);
    ({ idToken: token } = await api<{ idToken: string }>('/api/auth/login', account));
    // Buy the Bronze pack through the built-in test checkout, as the billing spec does in the UI.
    const { sessionId } = await api<{ sessionId: string }>(
      '/api/plans/create-checkout-session',
      { product: 'Bronze Pack' },
      token,
    );
    const paid = await fetch(`${baseUrl}/api/test-checkout/${sessionId}/pay`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(paid.status).toBeLessThan(400);
    expect(await balance()).toBe(200_000);

    await gotoReady(page, `${baseUrl}/login`);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${baseUrl}/dashboard`);
  });
  afterAll(() => context.close());

  it('goes from the dashboard to Ads and on to a tool', async () => {
    await page.getByRole('link', { name: 'Ads', exact: true }).click();
    await page.waitForURL(`${baseUrl}/templates-b`);
    await page.getByRole('heading', { name: 'Ads', exact: true }).waitFor();
    await screenshotBoth(page, 'templates-b');
    await page.getByRole('link', { name: 'Facebook Ads', exact: true }).click();
    await page.waitForURL(`${baseUrl}/templates-c`);
    await page.getByRole('heading', { level: 1, name: 'Facebook Ads' }).waitFor();
  });

  let charged = 0;
  it('streams the text in, then shows it was generated and what it cost', async () => {
    await page.getByText('Demo mode').waitFor();
    await page
      .getByRole('textbox', { name: 'Description' })
      .fill('A reusable bamboo water bottle for hikers');
    await page.getByRole('combobox', { name: 'Tone' }).selectOption('Friendly');
    await page.getByRole('button', { name: 'Generate' }).click();

    // Sample the output while it arrives: a streamed answer grows through several lengths.
    const output = page.getByRole('region', { name: 'Output' }).locator('[aria-live="polite"][aria-busy]');
    const lengths = new Set<number>();
    const finished = page.getByText('Your Text has been generated');
    for (let i = 0; i < 200 && !(await finished.isVisible()); i += 1) {
      lengths.add((await output.innerText()).length);
      await page.waitForTimeout(25);
    }
    await finished.waitFor();
    expect(lengths.size).toBeGreaterThan(3);

    // The status line reports what the final event said: words written and credits charged.
    const status = await page
      .getByText(/\d+ words · [\d,]+ credits/)
      .first()
      .innerText();
    const [, words = '0', credits = '0'] = /(\d+) words · ([\d,]+) credits/.exec(status) ?? [];
    expect(Number(credits.replaceAll(',', ''))).toBe(Number(words) * 4);
    expect(Number(words)).toBeGreaterThan(20);
    charged = Number(credits.replaceAll(',', ''));

    const rewritten = await page.getByRole('textbox', { name: 'Rewritten Text' }).inputValue();
    expect(rewritten.match(/\S+/g)?.length).toBe(Number(words));
    await screenshotBoth(page, 'templates-c-generated');
  });

  it('charged exactly the credits the final event named', async () => {
    expect(await balance()).toBe(200_000 - charged);
  });

  it('lists the generation in the history and reopens it filled', async () => {
    await gotoReady(page, `${baseUrl}/history`);
    const card = page.getByRole('link').filter({ hasText: 'Facebook Ads' }).first();
    await card.waitFor();
    await expect.poll(() => card.innerText()).toContain('A reusable bamboo water bottle for hikers');
    await screenshotBoth(page, 'history');
    await card.click();
    await page.waitForURL(`${baseUrl}/templates-c`);
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Description' }).inputValue())
      .toBe('A reusable bamboo water bottle for hikers');
  });

  it('finds every tool on /all-ai-tools by name', async () => {
    await gotoReady(page, `${baseUrl}/all-ai-tools`);
    await page.getByLabel('Search tools').fill('youtube');
    await page
      .getByRole('link', { name: /YouTube/ })
      .first()
      .waitFor();
    await screenshotBoth(page, 'all-ai-tools');
  });
});
