import type { HistoryItem } from '@penwise/contract';
import type { Download, Page } from 'playwright-core';
import { readFile } from 'node:fs/promises';
import { api } from './accounts.ts';
import { gotoReady } from './browser.ts';

/** Opens a built-in tool (or one of the user's templates) on /templates-c through /all-ai-tools' search. */
export async function openTool(page: Page, baseUrl: string, title: string) {
  await gotoReady(page, `${baseUrl}/all-ai-tools`);
  await page.getByLabel('Search tools').fill(title);
  await page.getByRole('link', { name: title }).first().click();
  await page.waitForURL(`${baseUrl}/templates-c`);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
}

/** Presses Generate on /templates-c and waits until the whole text has arrived. Answers the output. */
export async function generate(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Generate' }).click();
  await page.getByText('Your Text has been generated').waitFor();
  return page.getByRole('textbox', { name: 'Rewritten Text' }).inputValue();
}

/** Picks `option` in the Mantine Select labelled `label` (a combobox input that opens a listbox). */
export async function pickOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The user's history, newest first, through show-history. */
export async function historyOf(baseUrl: string, token: string): Promise<HistoryItem[]> {
  return (await api<{ success: HistoryItem[] }>(baseUrl, '/api/plans/show-history', {}, token)).success;
}

/** A text item's save_data (undefined for other kinds). */
export function saveDataOf(item: HistoryItem) {
  return typeof item.input === 'string' ? undefined : item.input.save_data;
}

/** The downloaded file's name and bytes. */
export async function readDownload(download: Download): Promise<{ name: string; bytes: Buffer }> {
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}
