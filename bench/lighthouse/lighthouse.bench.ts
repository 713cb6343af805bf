// Figures, not pass/fail: Lighthouse (mobile profile) on the production build of the public pages,
// and the home page's JavaScript weight. Run: npm run bench:lighthouse
// Targets (issue 6): Performance ≥ 95, Accessibility 100, Best Practices 100, SEO 100; home JS ≤ 170 KB gzip.
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { gzipSizes } from './js-size.ts';
import { startProductionServer } from '../../scripts/production-server.ts';

const pages = (process.env.BENCH_PAGES ?? '/,/pricing,/contact').split(',');
// Lighthouse's simulated throttling varies run to run: each page is measured this many times and the
// run with the median performance score is reported.
const runs = Number(process.env.BENCH_RUNS ?? 3);
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

// npm start (re)builds the web app when its sources are newer; WEB_BUILD_DIR keeps that build aside.
const buildDir = process.env.WEB_BUILD_DIR;
const server = await startProductionServer(
  buildDir ? { WEB_DIR: path.resolve(import.meta.dirname, '../../apps/web', buildDir, 'client') } : {},
);
const chrome = await launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const rows: Record<string, string | number>[] = [];
// Scripts the home page loaded (from Lighthouse's network log): what its JavaScript weighs.
let homeScripts: string[] = [];
const failures: string[] = [];
try {
  for (const page of pages) {
    const reports = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(`${server.baseUrl}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...categories],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
      if (result.lhr.runtimeError)
        throw new Error(`Lighthouse on ${page}: ${result.lhr.runtimeError.message}`);
      reports.push(result.lhr);
    }
    reports.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
    const median = reports[Math.floor(reports.length / 2)];
    if (!median) throw new Error('no Lighthouse run');
    const { categories: scores, audits } = median;
    if (page === '/') {
      const requests = (
        audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] }
      ).items;
      homeScripts = (requests ?? []).filter((item) => item.resourceType === 'Script').map((item) => item.url);
    }
    const score = (id: (typeof categories)[number]) => Math.round((scores[id]?.score ?? 0) * 100);
    rows.push({
      page,
      runs: reports.map((report) => Math.round((report.categories.performance?.score ?? 0) * 100)).join('/'),
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      'LCP ms': Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      'TBT ms': Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      CLS: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    });
    // What cost points, so a regression says where to look.
    for (const category of categories) {
      for (const ref of scores[category]?.auditRefs ?? []) {
        const audit = audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
          const why = audit.explanation ? `: ${audit.explanation}` : '';
          failures.push(
            `${page} ${category}: ${audit.title} (${String(Math.round(audit.score * 100))})${why}`,
          );
        }
      }
    }
  }
  console.table(rows);
  if (failures.length) console.log(`Audits below 100:\n  ${failures.join('\n  ')}`);

  const scripts = await gzipSizes(homeScripts);
  const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
  console.log(
    `Home page JavaScript: ${(total / 1024).toFixed(1)} KB gzip in ${String(scripts.length)} files (target ≤ 170 KB)`,
  );
} finally {
  chrome.kill();
  await server.stop();
}
