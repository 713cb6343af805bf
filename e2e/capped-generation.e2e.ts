import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { shortenedAnswerNotice, textLimits, textTokenCost } from '@penwise/contract';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { users } from '../apps/server/src/db/schema/index.ts';
import { createCreditsService } from '../apps/server/src/modules/credits/credits.service.ts';
import { startProductionServer, type ProductionServer } from '../scripts/production-server.ts';
import { api, creditsOf } from './accounts.ts';
import { gotoReady, launchBrowser, screenshotBoth } from './browser.ts';

// Less than Write Anything's full length costs (1,200 tokens, 4,200 credits), more than a short answer.
const smallBalance = 1000;

/**
 * No purchase gives a small balance, so this spec runs its own server: it signs a user up, stops, grants
 * them `smallBalance` pack credits in the stopped server's database, and starts again on it.
 */
async function serverWithSmallBalance(
  dataDir: string,
  account: { name: string; email: string; password: string },
) {
  const first = await startProductionServer({ DATA_DIR: dataDir });
  await api(first.baseUrl, '/api/auth/signup', account);
  await first.stop();
  const database = await openDatabase({ dataDir });
  try {
    const [user] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, account.email));
    if (!user) throw new Error('the signup was not stored');
    const credits = createCreditsService(database.db);
    await database.db.transaction((tx) =>
      credits.grantPackCredits(tx, {
        userId: user.id,
        credits: smallBalance,
        reason: 'e2e',
        idempotencyKey: 'e2e-small',
      }),
    );
  } finally {
    await database.close();
  }
  return startProductionServer({ DATA_DIR: dataDir });
}

describe('writing with a small balance (demo engine)', () => {
  let dataDir = '';
  let server: ProductionServer | undefined;
  let context: BrowserContext;
  let page: Page;
  let token = '';
  const account = {
    name: 'Sam Small',
    email: `sam.${String(Date.now())}@example.com`,
    password: 'long enough password',
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'penwise-capped-'));
    server = await serverWithSmallBalance(dataDir, account);
    context = await launchBrowser();
    page = await context.newPage();
    await gotoReady(page, `${server.baseUrl}/login`);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${server.baseUrl}/dashboard`);
    const stored = await page.evaluate(() => localStorage.getItem('user'));
    token = (JSON.parse(stored ?? '{}') as { idToken: string }).idToken;
  }, 300_000);
  afterAll(async () => {
    await context.close();
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true, maxRetries: 10 });
  });

  it('shows the description count in red, keeps the text whole and disables Generate past the limit', async () => {
    const baseUrl = server?.baseUrl ?? '';
    expect(await creditsOf(baseUrl, token)).toEqual({ x: smallBalance, y: 0 });
    await gotoReady(page, `${baseUrl}/templates-c`);
    const box = page.getByRole('textbox', { name: 'Description' });
    const long = `${'A bright studio flat near the park with good light. '.repeat(97)}Extra words at the end.`;
    expect(long.length).toBeGreaterThan(textLimits.descriptionMax);
    await box.fill(long);
    expect(await box.inputValue()).toBe(long);
    const over = long.length - textLimits.descriptionMax;
    await page.getByText(`${long.length.toLocaleString('en-US')} / 5,000`).waitFor();
    await page.getByText(`${String(over)} characters over the 5,000 limit`, { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Generate' }).isDisabled()).toBe(true);
    await screenshotBoth(page, 'capped-generation-counter');
  });

  it('writes a shortened answer, says so, and charges no more than the balance', async () => {
    const baseUrl = server?.baseUrl ?? '';
    await page
      .getByRole('textbox', { name: 'Description' })
      .fill('A welcome note for new members of a hiking club');
    await page.getByRole('button', { name: 'Generate' }).click();
    await page.getByText('Your Text has been generated').waitFor();
    await page.getByText(shortenedAnswerNotice).waitFor();
    const link = page.getByRole('link', { name: 'Add credits' });
    expect(await link.getAttribute('href')).toBe('/pricing');

    const line = /([\d,]+) tokens · ([\d,]+) credits/;
    const [, tokens = '0', charged = '0'] = line.exec(await page.getByText(line).first().innerText()) ?? [];
    const credits = Number(charged.replaceAll(',', ''));
    expect(credits).toBe(textTokenCost(Number(tokens.replaceAll(',', ''))));
    expect(credits).toBeLessThanOrEqual(smallBalance);
    const { x, y } = await creditsOf(baseUrl, token);
    expect(x + y).toBe(smallBalance - credits);
    await screenshotBoth(page, 'capped-generation-shortened');
  });
});
