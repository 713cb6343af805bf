// Main-thread CPU time of one load of each public page in Chromium, from a performance trace (the
// thread clock, so other jobs on the shared machine lengthen it less than wall time), next to the
// Total Blocking Time it implies at Lighthouse's ×4 CPU slowdown. Figures, not pass/fail.
// Run: npx node bench/lighthouse/main-thread.bench.ts   (BENCH_PAGES, BENCH_RUNS=7, WEB_BUILD_DIR)
import path from 'node:path';
import { chromium } from 'playwright-core';
import { machineLoad } from '../machine-load.ts';
import { startProductionServer } from '../../scripts/production-server.ts';

const pages = (process.env.BENCH_PAGES ?? '/,/pricing,/contact').split(',');
const runs = Number(process.env.BENCH_RUNS ?? 7);
const buildDir = process.env.WEB_BUILD_DIR;
// Lighthouse multiplies each task by 4 (mobile CPU) and counts what exceeds 50 ms as blocking.
const slowdown = 4;
const blockingAfterMs = 50;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

interface LoadFigures {
  cpuMs: number;
  longestMs: number;
  impliedTbtMs: number;
  evaluateMs: number;
}

/** Top-level tasks of the page's main thread (CrRendererMain of the renderer that ran the page). */
function figures(events: TraceEvent[]): LoadFigures {
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  // The busiest renderer main thread is the page's (about:blank and others barely run).
  const busiest = mains
    .map((main) => events.filter((e) => e.pid === main.pid && e.tid === main.tid))
    .sort((a, b) => b.length - a.length)[0];
  const tasks = (busiest ?? []).filter((e) => e.name === 'RunTask' && e.ph === 'X');
  const ms = (e: TraceEvent) => (e.tdur ?? e.dur ?? 0) / 1000;
  const durations = tasks.map(ms);
  const evaluate = (busiest ?? []).filter((e) => e.name === 'v8.evaluateModule' && e.ph === 'X');
  return {
    cpuMs: durations.reduce((sum, d) => sum + d, 0),
    longestMs: Math.max(0, ...durations),
    impliedTbtMs: durations.reduce((sum, d) => sum + Math.max(0, slowdown * d - blockingAfterMs), 0),
    evaluateMs: evaluate.reduce((sum, e) => sum + ms(e), 0),
  };
}

const median = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0);
};

const server = await startProductionServer(
  buildDir ? { WEB_DIR: path.resolve(import.meta.dirname, '../../apps/web', buildDir, 'client') } : {},
);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
console.log(`Load average before: ${machineLoad()}`);
const rows: Record<string, string | number>[] = [];
try {
  for (const page of pages) {
    const loads: LoadFigures[] = [];
    for (let run = 0; run < runs; run += 1) {
      // A fresh context each time: nothing cached, as Lighthouse loads a page.
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const tab = await context.newPage();
      await browser.startTracing(tab, {
        categories: ['devtools.timeline', 'v8', 'disabled-by-default-devtools.timeline'],
      });
      await tab.goto(`${server.baseUrl}${page}`, { waitUntil: 'networkidle' });
      const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
        traceEvents: TraceEvent[];
      };
      loads.push(figures(trace.traceEvents));
      await context.close();
    }
    rows.push({
      page,
      'CPU ms': median(loads.map((l) => l.cpuMs)),
      'longest task ms': median(loads.map((l) => l.longestMs)),
      [`Σ max(0, ${String(slowdown)}×task − ${String(blockingAfterMs)}) ms`]: median(
        loads.map((l) => l.impliedTbtMs),
      ),
      'module evaluation ms': median(loads.map((l) => l.evaluateMs)),
      load: machineLoad().split(', ')[0] ?? '',
    });
  }
  console.log(
    `Medians of ${String(runs)} loads (412×823, no throttling, thread clock), build ${buildDir ?? 'build'}:`,
  );
  console.table(rows);
  console.log(`Load average after: ${machineLoad()}`);
} finally {
  await browser.close();
  await server.stop();
}
