import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { creditsOf, loggedInWithPack } from './accounts.ts';
import { gotoReady, launchBrowser, screenshotBoth } from './browser.ts';

const baseUrl = inject('baseUrl');

describe('making an image in the browser (demo engine)', () => {
  let context: BrowserContext;
  let page: Page;
  let token = '';

  beforeAll(async () => {
    context = await launchBrowser();
    page = await context.newPage();
    token = await loggedInWithPack(page, baseUrl, 'Grace Painter');
  });
  afterAll(() => context.close());

  it('draws the picture, shows it and charges the size’s price', async () => {
    await gotoReady(page, `${baseUrl}/image-gen`);
    await page.getByRole('heading', { name: 'AI Image Generator' }).waitFor();
    await page.getByRole('textbox', { name: 'Explain your idea' }).fill('A lighthouse at dawn, watercolour');
    await page.getByRole('button', { name: 'Generate' }).click();
    const image = page.getByRole('img', { name: 'A lighthouse at dawn, watercolour' });
    await image.waitFor();
    await expect
      .poll(() => image.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
      .toBe(512);
    expect(await creditsOf(baseUrl, token).then(({ x, y }) => x + y)).toBe(200_000 - 2000);
    await screenshotBoth(page, 'image-gen');
  });

  it('lists the image in the history and reopens it', async () => {
    await gotoReady(page, `${baseUrl}/history`);
    const card = page.getByRole('link').filter({ hasText: 'A lighthouse at dawn' }).first();
    await card.waitFor();
    await card.click();
    await page.waitForURL(`${baseUrl}/image-gen`);
    await page
      .getByRole('img', { name: /A lighthouse at dawn/ })
      .first()
      .waitFor();
  });
});
