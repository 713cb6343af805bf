// The scripts each public page loads, with their gzip weight, without Lighthouse: a quick check of
// the home page's JavaScript after a build, and whether a page loads zod.
// Run: npx node bench/lighthouse/page-scripts.ts
// Variables: BENCH_PAGES=/,/pricing  WEB_BUILD_DIR=build-bench  CHROME_PATH (default /usr/bin/chromium).
import path from 'node:path';
import { chromium } from 'playwright-core';
import { gzipSizes } from './js-size.ts';
import { targets, vsTarget } from './lighthouse-figures.ts';
import { machineLoad } from '../machine-load.ts';
import { startProductionServer } from '../../scripts/production-server.ts';

const pages = (process.env.BENCH_PAGES ?? '/,/pricing,/contact').split(',');
const buildDir = process.env.WEB_BUILD_DIR;
const server = await startProductionServer(
  buildDir ? { WEB_DIR: path.resolve(import.meta.dirname, '../../apps/web', buildDir, 'client') } : {},
);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
console.log(`Load average: ${machineLoad()}`);
try {
  for (const page of pages) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const tab = await context.newPage();
    const scripts: string[] = [];
    tab.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await tab.goto(`${server.baseUrl}${page}`, { waitUntil: 'networkidle' });
    const sizes = (await gzipSizes(scripts)).sort((a, b) => b.gzipBytes - a.gzipBytes);
    const total = Math.round(sizes.reduce((sum, script) => sum + script.gzipBytes, 0) / 102.4) / 10;
    const figure = page === '/' ? vsTarget(total, targets.homeJsKb, 'max', ' KB') : `${String(total)} KB`;
    // Issue 17: no public page loads zod for a visitor who is not logged in (its chunk is named zod).
    const zod = sizes.some(({ url }) => /\/zod-[\w-]+\.js$/.test(new URL(url).pathname));
    console.log(
      `${page}: ${figure} gzip in ${String(sizes.length)} files, zod ${zod ? 'LOADED' : 'not loaded'}`,
    );
    for (const { url, gzipBytes } of sizes.slice(0, Number(process.env.BENCH_TOP ?? 15))) {
      console.log(`  ${(gzipBytes / 1024).toFixed(1).padStart(6)} KB  ${new URL(url).pathname}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
