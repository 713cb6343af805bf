import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { buyPack } from '../scripts/api-seed.ts';
import { creditsOf, loggedInWithPack } from './accounts.ts';
import { gotoReady, launchBrowser, screenshotBoth } from './browser.ts';

const baseUrl = inject('baseUrl');

describe('the image size picker (pack owner on the Starter plan)', () => {
  let context: BrowserContext;
  let page: Page;
  let token = '';
  const size = (name: string) => page.getByRole('radio', { name: new RegExp(`^${name} ·`) });

  beforeAll(async () => {
    context = await launchBrowser();
    page = await context.newPage();
    token = await loggedInWithPack(page, baseUrl, 'Ada Sizer');
    // Subscribing must not lower what the pack allows (512x512).
    await buyPack(baseUrl, token, 'Starter Plan');
  });
  afterAll(() => context.close());

  it('starts on the largest allowed size and shows why 1024x1024 is off', async () => {
    await gotoReady(page, `${baseUrl}/image-gen`);
    await expect.poll(() => size('1024x1024').isDisabled()).toBe(true);
    expect(await size('512x512').isChecked()).toBe(true);
    expect(await size('1024x1024').textContent()).toContain('Platinum plan');
    expect(await page.getByRole('radio', { name: 'Demo mode' }).count()).toBe(1);
    expect(await page.getByRole('radio', { name: 'DALL-E' }).count()).toBe(0);
    await screenshotBoth(page, 'image-size-picker');
  });

  it('draws at the size picked, and reopening from history restores it', async () => {
    const before = await creditsOf(baseUrl, token);
    await size('256x256').click();
    await page.getByRole('textbox', { name: 'Explain your idea' }).fill('A small red kite');
    await page.getByRole('button', { name: 'Generate' }).click();
    await page.getByRole('img', { name: 'A small red kite' }).waitFor();
    const after = await creditsOf(baseUrl, token);
    expect(before.x + before.y - (after.x + after.y)).toBe(1000);

    await gotoReady(page, `${baseUrl}/history`);
    const card = page.getByRole('link').filter({ hasText: 'A small red kite' }).first();
    await card.waitFor();
    await card.click();
    await page.waitForURL(`${baseUrl}/image-gen`);
    await expect.poll(() => size('1024x1024').isDisabled()).toBe(true);
    expect(await size('256x256').isChecked()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Explain your idea' }).inputValue()).toBe(
      'A small red kite',
    );
  });
});
