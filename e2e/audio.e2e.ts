import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { api, creditsOf, loggedInWithPack } from './accounts.ts';
import { gotoReady, launchBrowser, screenshotBoth } from './browser.ts';

const baseUrl = inject('baseUrl');
const spoken = 'Hello world. ';

describe('voiceover, transcription and their history in the browser (demo engines)', () => {
  let context: BrowserContext;
  let page: Page;
  let token = '';
  let mp3Url = '';

  beforeAll(async () => {
    context = await launchBrowser();
    page = await context.newPage();
    token = await loggedInWithPack(page, baseUrl, 'Ada Speaker');
  });
  afterAll(() => context.close());

  it('makes a voiceover that plays, charges one credit per character and joins the table', async () => {
    await gotoReady(page, `${baseUrl}/text-to-speech`);
    await page.getByRole('heading', { name: 'AI Voiceover' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Voice' }).inputValue()).toBe('alloy');
    await page.getByRole('combobox', { name: 'Voice' }).selectOption('echo');
    await page.getByRole('textbox', { name: 'Text' }).fill(spoken);
    await page.getByRole('button', { name: 'Generate' }).click();

    const audio = page.locator('audio');
    await audio.waitFor();
    await expect
      .poll(() => audio.evaluate((el) => (el as unknown as { duration: number }).duration), {
        timeout: 20_000,
      })
      .toBeGreaterThan(0);
    mp3Url = (await audio.getAttribute('src')) ?? '';
    expect(mp3Url).toMatch(/\/api\/media\/[\w-]{32}$/);

    const row = page.getByRole('table', { name: 'Voiceovers' }).getByRole('row').nth(1);
    await expect.poll(() => row.textContent()).toMatch(/Echo/);
    expect(await row.textContent()).toMatch(/00:0[1-9]/);
    // 'Hello world.' is 12 characters once the trailing space is trimmed.
    expect(await creditsOf(baseUrl, token).then(({ x, y }) => x + y)).toBe(200_000 - 12);
    await screenshotBoth(page, 'text-to-speech');
  });

  it('transcribes the voiceover’s own MP3 uploaded on /transcribe', async () => {
    const mp3 = Buffer.from(await (await fetch(new URL(mp3Url, baseUrl))).arrayBuffer());
    await gotoReady(page, `${baseUrl}/transcribe`);
    await page.getByRole('heading', { name: 'AI Speech to Text' }).waitFor();
    await page.getByText('Upload audio file or Drag and Drop').waitFor();
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'hello.mp3', mimeType: 'audio/mpeg', buffer: mp3 });
    await page.getByText('Selected file: hello.mp3').waitFor();
    await page.getByRole('button', { name: 'Generate' }).click();
    const text = page.getByLabel('Transcription text');
    await expect.poll(() => text.textContent(), { timeout: 30_000 }).toMatch(/\w{3,}/);
    expect((await text.textContent())?.toLowerCase()).toContain('hello');
    await screenshotBoth(page, 'transcribe');
  });

  it('says plainly when this server cannot transcribe, with Generate off', async () => {
    // This machine has the offline engine; the page is shown as a server without one answers.
    await page.route('**/api/ai/engines', (route) =>
      route.fulfill({
        json: { success: { text: 'demo', image: 'demo', speech: 'demo', transcription: 'unavailable' } },
      }),
    );
    try {
      await gotoReady(page, `${baseUrl}/transcribe`);
      await page.getByText('Transcription is not available here').waitFor();
      await page
        .locator('input[type=file]')
        .setInputFiles({ name: 'hello.mp3', mimeType: 'audio/mpeg', buffer: Buffer.from('ID3') });
      expect(await page.getByRole('button', { name: 'Generate' }).isDisabled()).toBe(true);
      expect(await page.getByText(/apt-get|pocketsphinx/).count()).toBe(0);
      await screenshotBoth(page, 'transcribe-unavailable');
    } finally {
      await page.unroute('**/api/ai/engines');
    }
  });

  it('lists all three kinds in /history and reopens each in its tool', async () => {
    const image = await api<{ success: { image_url: string } }>(
      baseUrl,
      '/api/ai/image',
      { prompt: 'A red bicycle by the sea', size: '256x256' },
      token,
    );
    expect(image.success.image_url).toMatch(/\/api\/media\//);

    await gotoReady(page, `${baseUrl}/history`);
    const cards = page
      .getByRole('link')
      .filter({ hasText: /AI Voiceover|AI Speech to Text|AI Image Generator/ });
    await expect.poll(() => cards.count()).toBe(3);
    await screenshotBoth(page, 'history-media');

    await cards.filter({ hasText: 'AI Image Generator' }).click();
    await page.waitForURL(`${baseUrl}/image-gen`);
    await page
      .getByRole('img', { name: /A red bicycle by the sea/ })
      .first()
      .waitFor();

    await gotoReady(page, `${baseUrl}/history`);
    await cards.filter({ hasText: 'AI Voiceover' }).click();
    await page.waitForURL(`${baseUrl}/text-to-speech`);
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Text' }).inputValue())
      .toContain('Hello world.');
    expect(await page.locator('audio').getAttribute('src')).toBe(mp3Url);

    await gotoReady(page, `${baseUrl}/history`);
    await cards.filter({ hasText: 'AI Speech to Text' }).click();
    await page.waitForURL(`${baseUrl}/transcribe`);
    await expect.poll(() => page.getByLabel('Transcription text').textContent()).toMatch(/hello/i);
    await page.locator('audio').waitFor();
  });

  it('deletes the voiceover from the table after a confirm, and from the history', async () => {
    await gotoReady(page, `${baseUrl}/text-to-speech`);
    const table = page.getByRole('table', { name: 'Voiceovers' });
    await table.getByRole('button', { name: 'Delete' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Delete this voiceover?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('No voiceovers yet').waitFor();
    expect((await fetch(new URL(mp3Url, baseUrl))).status).toBe(404);
    await gotoReady(page, `${baseUrl}/history`);
    await expect
      .poll(() =>
        page
          .getByRole('link')
          .filter({ hasText: /AI Speech to Text|AI Image Generator/ })
          .count(),
      )
      .toBe(2);
    expect(await page.getByRole('link').filter({ hasText: 'AI Voiceover' }).count()).toBe(0);
  });
});
