import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { gotoReady, launchBrowser, screenshotBoth } from './browser.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

const publicPages = [
  '/',
  '/pricing',
  '/contact',
  '/disclaimer',
  '/gdpr',
  '/privacy-policy',
  '/terms-of-service',
  '/overview',
  '/about-us',
  '/support',
  '/cookies',
  '/login',
  '/register',
  '/no-such-page',
];

/** The element's distance from the top of the viewport, as the page script sees it. */
const topOf = (page: Page, id: string) =>
  page.evaluate<number>(`document.getElementById(${JSON.stringify(id)})?.getBoundingClientRect().top ?? -1`);

describe('the public site in the browser', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await launchBrowser();
    page = await context.newPage();
  });
  afterAll(() => context.close());

  it('logs v0.0.23 on the home page and looks right at 1440px and 390px', async () => {
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await gotoReady(page, `${baseUrl}/`);
    await expect.poll(() => logged).toContain('v0.0.23');
    await page.getByText('5,000+ creators').first().waitFor();
    await screenshotBoth(page, 'home');
  });

  it.each(['about', 'features', 'pricing', 'faq', 'contact', 'get-in-touch'])(
    'scrolls to #%s from another page',
    async (id) => {
      await gotoReady(page, `${baseUrl}/contact`);
      // Client-side navigation, as the navbar and footer links do.
      await page.evaluate(`(() => {
        const link = document.createElement('a');
        link.href = '/#${id}';
        link.textContent = 'jump';
        document.body.append(link);
      })()`);
      await page.getByRole('link', { name: 'jump' }).click();
      await page.waitForURL(`${baseUrl}/#${id}`);
      // In view near the top (or as near as the page can scroll, for the last block).
      await expect.poll(() => topOf(page, id), { timeout: 5000 }).toBeGreaterThanOrEqual(0);
      await expect.poll(() => topOf(page, id), { timeout: 5000 }).toBeLessThan(450);
      expect(await page.evaluate<number>('window.scrollY')).toBeGreaterThan(300);
    },
  );

  it('carries the hero email into the registration form', async () => {
    await gotoReady(page, `${baseUrl}/`);
    await page.getByRole('textbox', { name: 'Email address' }).fill('new.writer@example.com');
    await page.getByRole('button', { name: 'Get Started' }).click();
    await page.waitForURL(/\/register\?email=/);
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Email', exact: true }).inputValue())
      .toBe('new.writer@example.com');
  });

  it('sends the contact form to support', async () => {
    await gotoReady(page, `${baseUrl}/contact`);
    await screenshotBoth(page, 'contact');
    await page.getByRole('textbox', { name: 'First name' }).fill('Ada');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
    await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
    await page.getByRole('textbox', { name: 'Phone number' }).fill('+44 20 7946 0958');
    await page.getByRole('textbox', { name: 'Message' }).fill('Do you offer a plan for schools?');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Message Sent To Our Support Team!').waitFor();
    const mailDir = path.join(dataDir, 'mail');
    const mails = await Promise.all(
      (await readdir(mailDir)).map((file) => readFile(path.join(mailDir, file), 'utf8')),
    );
    expect(mails.some((mail) => mail.includes('Do you offer a plan for schools?'))).toBe(true);
  });

  it.each(['privacy-policy', 'support', 'overview', 'no-such-page'])('shows /%s', async (name) => {
    await gotoReady(page, `${baseUrl}/${name}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await screenshotBoth(page, name);
  });

  it('shows the home page in the dark scheme', async () => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await gotoReady(page, `${baseUrl}/`);
    await screenshotBoth(page, 'home-dark');
    await page.emulateMedia({ colorScheme: 'light' });
  });

  // One test a page: a whole scheme's pages in one test outran its minute on a slow, busy CI machine.
  describe.each(['light', 'dark'] as const)('in the %s scheme', (scheme) => {
    beforeAll(() => page.emulateMedia({ colorScheme: scheme }));
    afterAll(() => page.emulateMedia({ colorScheme: 'light' }));

    it.each(publicPages)('has no serious or critical axe violations on %s', async (url) => {
      await gotoReady(page, `${baseUrl}${url}`);
      const { violations } = await new AxeBuilder({ page }).analyze();
      const problems = violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => {
          const where = violation.nodes
            .slice(0, 3)
            .map((node) => node.target.join(' '))
            .join(' | ');
          return `${violation.id} (${String(violation.impact)}) at ${where}`;
        });
      expect(problems).toEqual([]);
    });
  });
});
