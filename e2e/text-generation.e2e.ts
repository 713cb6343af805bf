import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { textTokenCost } from '@penwise/contract';
import { creditsOf, loggedInWithPack } from './accounts.ts';
import { gotoReady, launchBrowser, screenshotBoth } from './browser.ts';

const baseUrl = inject('baseUrl');
describe('writing with a tool in the browser (demo engine)', () => {
  let context: BrowserContext;
  let page: Page;
  let token = '';
  const balance = () => creditsOf(baseUrl, token).then(({ x, y }) => x + y);

  beforeAll(async () => {
    context = await launchBrowser();
    page = await context.newPage();
    token = await loggedInWithPack(page, baseUrl, 'Ada Writer');
    expect(await balance()).toBe(200_000);
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

    // The status line reports what the final event said: words written, tokens and credits charged.
    const line = /(\d+) words · ([\d,]+) tokens · ([\d,]+) credits/;
    const status = await page.getByText(line).first().innerText();
    const [, words = '0', tokens = '0', credits = '0'] = line.exec(status) ?? [];
    expect(Number(credits.replaceAll(',', ''))).toBe(textTokenCost(Number(tokens.replaceAll(',', ''))));
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

  it('features Write Anything and popular tools on /templates-a', async () => {
    await gotoReady(page, `${baseUrl}/templates-a`);
    await page.getByRole('link', { name: 'Start writing' }).waitFor();
    await screenshotBoth(page, 'templates-a');
  });
});
