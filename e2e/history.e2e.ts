import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { api, loggedInWithPack } from './accounts.ts';
import { gotoReady, horizontalOverflow, launchBrowser, screenshotBoth, viewports } from './browser.ts';

const baseUrl = inject('baseUrl');
const prompt = 'A paper boat on a rainy street';

/** Whether `box` lies wholly inside a viewport `width` pixels wide. */
async function fitsWidth(box: Locator, width: number): Promise<boolean> {
  const bounds = await box.boundingBox();
  return bounds !== null && bounds.x >= 0 && bounds.x + bounds.width <= width;
}

/** Neither the page nor `dialog` (when open) sticks out sideways at either width. */
async function expectNoOverflow(page: Page, dialog?: Locator) {
  for (const viewport of Object.values(viewports)) {
    await page.setViewportSize(viewport);
    await expect.poll(() => horizontalOverflow(page)).toBe(0);
    if (dialog) expect(await fitsWidth(dialog, viewport.width)).toBe(true);
  }
  await page.setViewportSize(viewports.desktop);
}

describe('deleting from /history in the browser (demo engines)', () => {
  let context: BrowserContext;
  let page: Page;
  let token = '';
  let imageUrl = '';
  const cards = () => page.getByRole('list', { name: 'Past generations' }).getByRole('listitem');

  beforeAll(async () => {
    context = await launchBrowser();
    page = await context.newPage();
    token = await loggedInWithPack(page, baseUrl, 'Nora Tidy');
  });
  afterAll(() => context.close());

  it('lists a text and an image the user made', async () => {
    const text = await api<{ success?: unknown }>(
      baseUrl,
      '/api/ai/text',
      { tool_data: 'facebook-ads', content: 'A reusable bamboo water bottle for hikers' },
      token,
    );
    expect(text.success).toBeDefined();
    const image = await api<{ success: { image_url: string } }>(
      baseUrl,
      '/api/ai/image',
      { prompt, size: '256x256' },
      token,
    );
    imageUrl = image.success.image_url;
    expect((await fetch(new URL(imageUrl, baseUrl))).status).toBe(200);

    await gotoReady(page, `${baseUrl}/history`);
    await expect.poll(() => cards().count()).toBe(2);
  });

  it('asks first, naming the image file and that it cannot be undone', async () => {
    await page.getByRole('button', { name: 'Delete AI Image Generator' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this image?' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(prompt);
    expect(await dialog.innerText()).toMatch(/its image file .*This cannot be undone\./s);
    await expectNoOverflow(page, dialog);
    await screenshotBoth(page, 'history-delete-confirm');
  });

  it('deletes the image: its card goes, the page says so and the file answers 404', async () => {
    const dialog = page.getByRole('dialog', { name: 'Delete this image?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('status').filter({ hasText: 'Image deleted' }).waitFor();
    await expect.poll(() => cards().count()).toBe(1);
    expect(await cards().innerText()).toContain('Facebook Ads');
    expect(await cards().getByText(prompt).count()).toBe(0);
    expect((await fetch(new URL(imageUrl, baseUrl))).status).toBe(404);
    await expectNoOverflow(page);
    await screenshotBoth(page, 'history-deleted');

    // Gone on the server too, not only from this page's list.
    await gotoReady(page, `${baseUrl}/history`);
    await page.getByRole('link').filter({ hasText: 'Facebook Ads' }).waitFor();
    expect(await cards().count()).toBe(1);
  });
});
