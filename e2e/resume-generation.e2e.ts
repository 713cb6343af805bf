import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { apiPaths, HistoryAnswer, textTokenCost } from '@penwise/contract';
import { startProductionServer, type ProductionServer } from '../scripts/production-server.ts';
import { api, creditsOf, loggedInWithPack } from './accounts.ts';
import { gotoReady, horizontalOverflow, launchBrowser, screenshotBoth, viewports } from './browser.ts';

// The demo writer's pause between chunks (AI_DEMO_PACE): Facebook Ads' answer then takes about 15
// seconds, long enough to reload a page or open /history in the middle. The suite's server streams at
// the default pace (a second or two), so this spec runs its own.
const slowPace = '300';
const description = 'A reusable bamboo water bottle for hikers';
const statusLine = /(\d+) words? · ([\d,]+) tokens? · ([\d,]+) credits?/;

const wordsIn = (text: string) => text.match(/\S+/g)?.length ?? 0;
const numberIn = (text: string) => Number(text.replaceAll(',', ''));

describe('a generation outlives its page (demo engine, slow pace)', () => {
  let server: ProductionServer | undefined;
  let base = '';
  let context: BrowserContext;
  let page: Page;
  let token = '';
  let charged = 0;
  const balance = () => creditsOf(base, token).then(({ x, y }) => x + y);
  const output = () =>
    page.getByRole('region', { name: 'Output' }).locator('[aria-live="polite"][aria-busy]');
  const historyItems = async () =>
    HistoryAnswer.parse(await api(base, apiPaths.plans.showHistory, {}, token)).success;

  /** Presses Generate on the open tool page and waits until the first words have arrived. */
  async function generate() {
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect.poll(async () => wordsIn(await output().innerText())).toBeGreaterThan(10);
    await page.getByRole('button', { name: 'Stop' }).waitFor();
  }

  /** The status line's credits, once the generation has ended. */
  async function chargedCredits(): Promise<number> {
    const status = await page.getByText(statusLine).first().innerText();
    const [, , tokens = '0', credits = '0'] = statusLine.exec(status) ?? [];
    expect(numberIn(credits)).toBe(textTokenCost(numberIn(tokens)));
    return numberIn(credits);
  }

  beforeAll(async () => {
    server = await startProductionServer({ AI_DEMO_PACE: slowPace });
    base = server.baseUrl;
    context = await launchBrowser();
    page = await context.newPage();
    token = await loggedInWithPack(page, base, 'Rita Resume');
    expect(await balance()).toBe(200_000);
  }, 300_000);
  afterAll(async () => {
    await context.close();
    await server?.stop();
  });

  it('shows a generation again after a reload: the same description, its text going on to the end, charged once', async () => {
    await page.getByRole('link', { name: 'Ads', exact: true }).click();
    await page.getByRole('link', { name: 'Facebook Ads', exact: true }).click();
    await page.waitForURL(`${base}/templates-c`);
    await page.getByRole('textbox', { name: 'Description' }).fill(description);
    await page.getByRole('combobox', { name: 'Tone' }).selectOption('Witty');
    await generate();
    const before = (await output().innerText()).trim();

    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Description' }).inputValue())
      .toBe(description);
    expect(await page.getByRole('combobox', { name: 'Tone' }).inputValue()).toBe('Witty');
    // Still being written: Stop is back, and the text shown before the reload is there again and grows.
    await page.getByRole('button', { name: 'Stop' }).waitFor();
    await expect.poll(async () => (await output().innerText()).trim().startsWith(before)).toBe(true);
    await expect.poll(async () => wordsIn(await output().innerText())).toBeGreaterThan(wordsIn(before));
    await screenshotBoth(page, 'templates-c-resumed');

    await page.getByText('Your Text has been generated').waitFor({ timeout: 60_000 });
    charged = await chargedCredits();
    const shown = (await output().innerText()).trim();
    expect(shown.startsWith(before)).toBe(true);
    // Neither repeated nor lost: the page shows exactly the text the server kept.
    const [item, ...others] = await historyItems();
    expect(others).toEqual([]);
    expect(item).toMatchObject({ status: 'succeeded', credits: charged });
    expect(item?.result?.trim()).toBe(shown);
    expect(await page.getByRole('textbox', { name: 'Rewritten Text' }).inputValue()).toBe(item?.result);
    expect(await balance()).toBe(200_000 - charged);
  }, 120_000);

  it('lists a running generation in /history with its text so far, then as it ended', async () => {
    await generate();
    await gotoReady(page, `${base}/history`);
    const running = page.getByRole('listitem').filter({ hasText: 'Generating…' });
    await running.waitFor();
    expect(await running.innerText()).toContain('Facebook Ads');
    expect(await running.getByRole('button', { name: 'Stop Facebook Ads' }).isVisible()).toBe(true);
    expect(await running.getByRole('button', { name: /Delete/ }).count()).toBe(0);
    // Its text so far grows while the page asks every two seconds.
    const first = await running.innerText();
    await expect
      .poll(async () => (await running.innerText()).length, { timeout: 10_000 })
      .toBeGreaterThan(first.length);
    await expectNoOverflow(page);
    await screenshotBoth(page, 'history-running');

    // Ended: a normal card, with what it cost and a Delete button.
    await running.waitFor({ state: 'detached', timeout: 60_000 });
    const [newest] = await historyItems();
    expect(newest).toMatchObject({ status: 'succeeded' });
    const card = page.getByRole('listitem').first();
    await expect
      .poll(() => card.innerText())
      .toContain(`${(newest?.credits ?? 0).toLocaleString('en-US')} credits`);
    expect(await card.getByRole('button', { name: 'Delete Facebook Ads' }).count()).toBe(1);
    expect(await balance()).toBe(200_000 - charged - (newest?.credits ?? 0));
    charged += newest?.credits ?? 0;
  }, 120_000);

  it('stops a running generation from /history with the keyboard, charging what it wrote', async () => {
    // Started and left at once, as a closed tab would: it goes on on the server.
    const started = await fetch(`${base}${apiPaths.ai.textStream}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ tool_data: 'facebook-ads', content: 'Trail socks that never blister' }),
    });
    expect(started.status).toBe(200);
    await started.body?.cancel();

    await gotoReady(page, `${base}/history`);
    const card = page.getByRole('listitem').filter({ hasText: 'Trail socks that never blister' });
    await card.getByText('Generating…').waitFor();
    await expect.poll(async () => wordsIn(await card.innerText())).toBeGreaterThan(20);
    const stop = card.getByRole('button', { name: 'Stop Facebook Ads' });
    await stop.focus();
    await page.keyboard.press('Enter');

    // Stopped: a normal card, with what it cost and a Delete button.
    await card.getByRole('button', { name: 'Delete Facebook Ads' }).waitFor({ timeout: 15_000 });
    expect(await card.getByText('Generating…').count()).toBe(0);
    const [stopped] = await historyItems();
    expect(stopped).toMatchObject({ status: 'stopped' });
    expect(stopped?.credits).toBeGreaterThan(0);
    expect(await card.innerText()).toContain(`${(stopped?.credits ?? 0).toLocaleString('en-US')} credits`);
    // The focus moved from Stop to the card that took its place, not back to the top of the page.
    await expect
      .poll(() => page.evaluate('document.activeElement?.textContent ?? ""'))
      .toContain('Trail socks that never blister');
    expect(await balance()).toBe(200_000 - charged - (stopped?.credits ?? 0));
    await screenshotBoth(page, 'history-stopped');
  }, 120_000);
});

/** Nothing sticks out sideways at either width. */
async function expectNoOverflow(page: Page) {
  for (const viewport of Object.values(viewports)) {
    await page.setViewportSize(viewport);
    await expect.poll(() => horizontalOverflow(page)).toBe(0);
  }
  await page.setViewportSize(viewports.desktop);
}
