import { mkdtemp, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';

export const screenshotDir = path.join(import.meta.dirname, 'screenshots');

export const viewports = {
  desktop: { width: 1440, height: 900 },
  mobile: { width: 390, height: 844 },
} as const;

/** Debian's Chromium, headless, in a fresh profile, with the flags this network needs. */
export async function launchBrowser(): Promise<BrowserContext> {
  const userDataDir = await mkdtemp(path.join(tmpdir(), 'penwise-chromium-'));
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    viewport: viewports.desktop,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Full-page screenshots at both widths, named e2e/screenshots/<name>-<width>.png. */
export async function screenshotBoth(page: Page, name: string) {
  await mkdir(screenshotDir, { recursive: true });
  for (const viewport of Object.values(viewports)) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(300);
    // A viewport as tall as the page, not fullPage: Chromium's full-page capture resizes the page
    // mid-shot, and fixed elements (the sidebar) land where no user would ever see them.
    // A string expression: this project's Node typings have no DOM.
    const height = Number(await page.evaluate('document.documentElement.scrollHeight'));
    await page.setViewportSize({ width: viewport.width, height: Math.max(viewport.height, height) });
    await page.waitForTimeout(200);
    await page.screenshot({ path: path.join(screenshotDir, `${name}-${viewport.width}.png`) });
  }
  await page.setViewportSize(viewports.desktop);
}

/** Screenshots of one part of the page at both widths: e2e/screenshots/<name>-<width>.png. */
export async function screenshotPart(page: Page, part: Locator, name: string) {
  await mkdir(screenshotDir, { recursive: true });
  for (const viewport of Object.values(viewports)) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(300);
    await part.screenshot({ path: path.join(screenshotDir, `${name}-${viewport.width}.png`) });
  }
  await page.setViewportSize(viewports.desktop);
}

/** Opens a page and waits until React has hydrated it, so clicks and typing are not lost. */
export async function gotoReady(page: Page, url: string) {
  await page.goto(url);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/** How many pixels the page is wider than its viewport (0 when nothing sticks out sideways). */
export async function horizontalOverflow(page: Page): Promise<number> {
  // A string expression, as above: no DOM typings here.
  const overflow = await page.evaluate(
    'document.documentElement.scrollWidth - document.documentElement.clientWidth',
  );
  return Number(overflow);
}
