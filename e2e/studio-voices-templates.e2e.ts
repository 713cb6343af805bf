import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { loggedInWithPack } from './accounts.ts';
import { gotoReady, launchBrowser, screenshotBoth } from './browser.ts';
import { generate, historyOf, openTool, pickOption, saveDataOf } from './studio.ts';

const baseUrl = inject('baseUrl');
const voiceName = 'Trail Guide';
const templateTitle = 'Trail launch post';
const samples = [
  'We make gear for long days outside. We test every strap on real trails. We keep it simple. Our packs are light and tough.',
  'We love the trail at dawn. We pack light and we go far. Our bottles stay cold all day. We fix what breaks, and we keep going.',
];

describe('brand voices and own templates in the browser (demo engine)', () => {
  let context: BrowserContext;
  let page: Page;
  let token = '';
  const newestText = async () => {
    const item = (await historyOf(baseUrl, token)).find((entry) => entry.type === 'GenText');
    return item && saveDataOf(item);
  };

  beforeAll(async () => {
    context = await launchBrowser();
    page = await context.newPage();
    token = await loggedInWithPack(page, baseUrl, 'Vera Voice');
  });
  afterAll(() => context.close());

  it('learns a brand voice from two samples and saves it', async () => {
    await gotoReady(page, `${baseUrl}/brand-voices`);
    await page.getByRole('button', { name: 'Create your first voice' }).click();
    await page.getByRole('textbox', { name: 'Sample 1' }).fill(samples[0] ?? '');
    await page.getByRole('button', { name: 'Add a sample' }).click();
    await page.getByRole('textbox', { name: 'Sample 2' }).fill(samples[1] ?? '');
    await page.getByRole('button', { name: 'Learn from samples' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /Filled \d+ empty fields? from your samples\. This used [\d,]+ credits?\./ })
      .waitFor();
    expect(await page.getByRole('textbox', { name: 'Longest sentence, in words' }).inputValue()).toMatch(
      /^\d+$/,
    );
    expect(await page.getByRole('combobox', { name: 'Person', exact: true }).inputValue()).toContain(
      'we, our',
    );
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(voiceName);
    await screenshotBoth(page, 'brand-voice-learned');

    await page.getByRole('button', { name: 'Create voice' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Saved “${voiceName}”.` })
      .waitFor();
    await page.getByText(voiceName, { exact: true }).first().waitFor();
    await screenshotBoth(page, 'brand-voices');
  });

  it('writes with the voice picked on /templates-c, and the history item names it', async () => {
    await openTool(page, baseUrl, 'Facebook Ads');
    await pickOption(page, 'Brand voice', voiceName);
    await page
      .getByRole('textbox', { name: 'Description' })
      .fill('A reusable bamboo water bottle for hikers');
    expect(await generate(page)).not.toBe('');
    await expect.poll(async () => (await newestText())?.brand_voice_name).toBe(voiceName);
    expect((await newestText())?.tool).toBe('facebook-ads');
  });

  it('creates a template with a short text, a long text and a choice, its prompt using all three', async () => {
    await gotoReady(page, `${baseUrl}/my-templates/new`);
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(templateTitle);
    await page
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('A short post announcing new gear.');
    const field = (n: number) => page.getByRole('group', { name: `Field ${String(n)}`, exact: true });
    await field(1).getByRole('textbox', { name: 'Label' }).fill('Product name');
    await field(1).getByRole('switch', { name: 'Required' }).check();
    await page.getByRole('button', { name: 'Add field' }).click();
    await field(2).getByRole('textbox', { name: 'Label' }).fill('Key benefits');
    await field(2).getByRole('combobox', { name: 'Kind' }).selectOption('Long text');
    await page.getByRole('button', { name: 'Add field' }).click();
    await field(3).getByRole('textbox', { name: 'Label' }).fill('Audience');
    await field(3).getByRole('combobox', { name: 'Kind' }).selectOption('Choice');
    const options = field(3).getByRole('combobox', { name: 'Options' });
    for (const option of ['Hikers', 'Runners', 'Cyclists']) {
      await options.fill(option);
      await options.press('Enter');
    }
    const names: string[] = [];
    for (const n of [1, 2, 3])
      names.push(await field(n).getByRole('textbox', { name: 'Name in the prompt' }).inputValue());
    expect(names).toEqual(['product_name', 'key_benefits', 'audience']);
    await page
      .getByRole('textbox', { name: 'Prompt', exact: true })
      .fill('Write a launch post for {{product_name}} aimed at {{audience}}. Mention: {{key_benefits}}.');
    await screenshotBoth(page, 'template-form');

    await page.getByRole('button', { name: 'Create template' }).click();
    await page.waitForURL(`${baseUrl}/my-templates`);
    await page
      .getByRole('status')
      .filter({ hasText: `Saved “${templateTitle}”.` })
      .waitFor();
  });

  it('finds the template under My templates on /all-ai-tools and writes with its three fields', async () => {
    await gotoReady(page, `${baseUrl}/all-ai-tools`);
    const mine = page.getByRole('region', { name: 'My templates' });
    await mine.getByRole('link', { name: new RegExp(templateTitle) }).click();
    await page.waitForURL(`${baseUrl}/templates-c`);
    await page.getByRole('heading', { level: 1, name: templateTitle }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Description', exact: true }).count()).toBe(0);
    await page.getByRole('textbox', { name: 'Product name' }).fill('Ridge bottle');
    await page
      .getByRole('textbox', { name: 'Key benefits' })
      .fill('Keeps water cold for a day; weighs 200 g.');
    await pickOption(page, 'Audience', 'Runners');
    const output = await generate(page);
    expect(output.split(/\s+/).length).toBeGreaterThan(10);
    await screenshotBoth(page, 'templates-c-my-template');
    await expect
      .poll(async () => (await newestText())?.fields)
      .toEqual({
        product_name: 'Ridge bottle',
        key_benefits: 'Keeps water cold for a day; weighs 200 g.',
        audience: 'Runners',
      });
  });
});
