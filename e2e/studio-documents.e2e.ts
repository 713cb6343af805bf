import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { creditsOf, loggedInWithPack } from './accounts.ts';
import { gotoReady, launchBrowser, screenshotBoth } from './browser.ts';
import { generate, historyOf, openTool, readDownload, saveDataOf } from './studio.ts';

const baseUrl = inject('baseUrl');
const title = 'Bamboo bottle launch';
const paragraph =
  'Our bottle is light. It keeps water cold for a day. It is made of bamboo. Take it on every hike.';

// The index of the top-level block holding the editor's own selection (Tiptap keeps its editor on its element).
const editorBlockIndex =
  "document.querySelector('.ProseMirror')?.editor?.state.selection.$from.index(0) ?? 'no editor'";

describe('documents in the browser: save, edit, AI commands, export (demo engine)', () => {
  let context: BrowserContext;
  let page: Page;
  let token = '';
  let documentUrl = '';
  let words = 0;
  const balance = () => creditsOf(baseUrl, token).then(({ x, y }) => x + y);
  const editor = () => page.getByRole('textbox', { name: 'Document text' });
  const saveStatus = () => page.getByRole('status').filter({ hasText: /^(Saving…|Saved|Offline|Not saved)/ });
  const storedContent = async () => {
    const id = new URL(documentUrl).pathname.split('/').pop() ?? '';
    const res = await fetch(`${baseUrl}/api/documents/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return ((await res.json()) as { success: { content: string } }).success.content;
  };

  beforeAll(async () => {
    context = await launchBrowser();
    page = await context.newPage();
    token = await loggedInWithPack(page, baseUrl, 'Dora Draft');
  });
  afterAll(() => context.close());

  it('saves a generated text as a document and opens it in the editor', async () => {
    await openTool(page, baseUrl, 'Facebook Ads');
    await page
      .getByRole('textbox', { name: 'Description' })
      .fill('A reusable bamboo water bottle for hikers');
    const output = await generate(page);
    await page.getByRole('button', { name: 'Save as document' }).click();
    await page.waitForURL(/\/documents\/[0-9a-f-]{36}$/);
    documentUrl = page.url();
    const firstLine = output.split('\n').find((line) => line.trim() !== '') ?? '';
    await expect.poll(() => editor().innerText()).toContain(firstLine.trim());
  });

  it('keeps a heading, a bold word and a new title through autosave and a reload', async () => {
    await page.getByRole('textbox', { name: 'Document title' }).fill(title);
    // Focus, not a click: ProseMirror re-applies a click's caret a moment later, over the keys below.
    await editor().focus();
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowUp');
    // The editor learns of a caret the browser moved (ArrowUp) from a `selectionchange` event, which
    // Chromium may hold back behind the click below, which then turned the old first line into the
    // heading: wait until the editor's own selection (Tiptap's, on its element) is in the new first line.
    await expect.poll(() => page.evaluate(editorBlockIndex)).toBe(0);
    await page.getByRole('button', { name: 'Heading 1', exact: true }).click();
    await page.keyboard.type('Launch notes');
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type(paragraph);
    await page.keyboard.press('Enter');
    await page.keyboard.type('Pack it lightweight');
    await page.keyboard.press('Shift+Control+ArrowLeft');
    await page.getByRole('button', { name: 'Bold', exact: true }).click();
    expect(await editor().innerHTML()).toContain('<h1>Launch notes</h1>');
    expect(await editor().innerHTML()).toContain('<strong>lightweight</strong>');
    await expect.poll(() => saveStatus().innerText()).toBe('Saved');

    await gotoReady(page, documentUrl);
    await expect.poll(() => editor().innerHTML()).toContain('<strong>lightweight</strong>');
    expect(await editor().innerHTML()).toContain('<h1>Launch notes</h1>');
    expect(await page.getByRole('textbox', { name: 'Document title' }).inputValue()).toBe(title);
    // On the server, not only in this browser's kept draft.
    expect(await storedContent()).toContain('<strong>lightweight</strong>');
  });

  it('runs two AI commands: Make shorter on a selection, accepted; Fix grammar on it all, discarded', async () => {
    const before = await balance();
    await editor().getByText(paragraph).click({ clickCount: 3 });
    await page.getByRole('button', { name: 'AI commands on the selection' }).click();
    await page.getByRole('menuitem', { name: 'Make shorter' }).click();
    const shorter = page.getByRole('region', { name: 'Make shorter' });
    const accept = shorter.getByRole('button', { name: 'Accept' });
    await expect.poll(() => accept.isEnabled()).toBe(true);
    expect(await shorter.innerText()).toContain('Our bottle is light. It keeps water cold for a day.');
    await accept.click();
    await shorter.waitFor({ state: 'hidden' });
    await expect.poll(() => editor().innerText()).toContain('It keeps water cold for a day.');
    expect(await editor().innerText()).not.toContain('Take it on every hike.');

    // Nothing selected: the command works on the whole document, and its answer streams in.
    await editor().focus();
    await page.keyboard.press('Control+End');
    const kept = await editor().innerHTML();
    await page.getByRole('button', { name: 'AI commands', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Fix spelling and grammar' }).click();
    const grammar = page.getByRole('region', { name: 'Fix spelling and grammar' });
    await grammar.getByText('On the whole document').waitFor();
    const preview = grammar.locator('[aria-live="polite"][aria-busy]');
    const lengths = new Set<number>();
    const discard = grammar.getByRole('button', { name: 'Discard' });
    const done = grammar.getByRole('button', { name: 'Accept' });
    for (let i = 0; i < 200 && !(await done.isEnabled()); i += 1) {
      lengths.add((await preview.innerText()).length);
      await page.waitForTimeout(25);
    }
    await expect.poll(() => done.isEnabled()).toBe(true);
    expect(lengths.size).toBeGreaterThan(3);
    expect(await preview.innerText()).toContain('Launch notes');
    await screenshotBoth(page, 'document-ai-preview');
    await discard.click();
    await grammar.waitFor({ state: 'hidden' });
    expect(await editor().innerHTML()).toBe(kept);

    await expect.poll(balance).toBeLessThan(before);
    await expect
      .poll(async () => (await historyOf(baseUrl, token)).map((item) => saveDataOf(item)?.tool))
      .toEqual(expect.arrayContaining(['edit-shorten', 'edit-fix_grammar']));
    await expect.poll(() => saveStatus().innerText()).toBe('Saved');
    expect(await storedContent()).not.toContain('Take it on every hike.');
  });

  it('exports Word, PDF, Markdown and HTML files', async () => {
    const formats = [
      {
        label: 'Word (.docx)',
        extension: '.docx',
        check: (bytes: Buffer) => bytes.subarray(0, 2).toString() === 'PK',
      },
      {
        label: 'PDF',
        extension: '.pdf',
        check: (bytes: Buffer) => bytes.subarray(0, 4).toString() === '%PDF',
      },
      {
        label: 'Markdown',
        extension: '.md',
        check: (bytes: Buffer) => bytes.toString().includes('# Launch notes'),
      },
      { label: 'HTML', extension: '.html', check: (bytes: Buffer) => bytes.toString().includes('<h1') },
    ];
    for (const { label, extension, check } of formats) {
      await page.getByRole('button', { name: 'Export' }).click();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('menuitem', { name: label }).click(),
      ]);
      const { name, bytes } = await readDownload(download);
      expect(name).toBe(`${title}${extension}`);
      expect(bytes.length).toBeGreaterThan(0);
      expect(check(bytes), `${name} has the ${label} shape`).toBe(true);
    }
  });

  it('lists the document with its word count on /documents and finds it by title', async () => {
    const counts = await page.getByText(/\d+ words · /).innerText();
    words = Number(/(\d+) words/.exec(counts)?.[1]);
    expect(words).toBeGreaterThan(10);
    await gotoReady(page, `${baseUrl}/documents`);
    const row = page.getByRole('list', { name: 'Documents' }).getByRole('link').filter({ hasText: title });
    await row.waitFor();
    expect(await row.innerText()).toContain(`${String(words)} words`);
    await screenshotBoth(page, 'documents');

    const search = page.getByRole('searchbox', { name: 'Search documents by title' });
    await search.fill('no such title');
    await expect.poll(() => row.count()).toBe(0);
    await search.fill('bottle laun');
    await row.waitFor();
    await row.click();
    await page.waitForURL(documentUrl);
    await expect.poll(() => editor().innerHTML()).toContain('<h1>Launch notes</h1>');
  });
});
