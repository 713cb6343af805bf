import type { Result } from 'lighthouse';

type Lhr = Result;

/** Targets of issue 17 ("Small, fast and flat") for each public page, and for the home page's JavaScript. */
export const targets = { performance: 95, tbtMs: 200, homeJsKb: 170 } as const;

/** `figure (target …)`, flagged when the figure misses it. */
export function vsTarget(figure: number, target: number, direction: 'min' | 'max', unit = ''): string {
  const met = direction === 'min' ? figure >= target : figure <= target;
  const sign = direction === 'min' ? '≥' : '≤';
  return `${String(figure)}${unit} (${sign} ${String(target)}${unit}${met ? '' : ', MISSED'})`;
}

interface Item {
  url?: string;
  total?: number;
  scripting?: number;
  scriptParseCompile?: number;
  groupLabel?: string;
  duration?: number;
  startTime?: number;
}

function items(lhr: Lhr, id: string): Item[] {
  return (lhr.audits[id]?.details as { items?: Item[] } | undefined)?.items ?? [];
}

const short = (url = '') => url.replace(/^https?:\/\/[^/]+/, '') || url;
const ms = (value = 0) => `${String(Math.round(value))} ms`;

/**
 * Where the main thread's time went on one run: Lighthouse's own 'mainthread-work-breakdown',
 * 'bootup-time' (per script) and 'long-tasks' audits. Their times are the throttled (simulated
 * mobile CPU) ones, so they add up to TBT and not to what a desktop measures.
 */
export function mainThreadDiagnostics(lhr: Lhr): string[] {
  const breakdown = items(lhr, 'mainthread-work-breakdown')
    .slice(0, 5)
    .map((item) => `${item.groupLabel ?? '?'} ${ms(item.duration)}`);
  const bootup = items(lhr, 'bootup-time')
    .slice(0, 5)
    .map(
      (item) =>
        `${short(item.url)} ${ms(item.total)} (script ${ms(item.scripting)}, parse ${ms(item.scriptParseCompile)})`,
    );
  const longTasks = items(lhr, 'long-tasks')
    .slice(0, 6)
    .map((item) => `${short(item.url)} ${ms(item.duration)} at ${ms(item.startTime)}`);
  return [
    `main thread: ${breakdown.join(', ')}`,
    `script boot-up: ${bootup.join('; ')}`,
    `long tasks: ${longTasks.length ? longTasks.join('; ') : 'none'}`,
  ];
}

/** One table row: the page's median run, its figures beside their targets. */
export function pageRow(page: string, runs: Lhr[], median: Lhr): Record<string, string | number> {
  const { categories: scores, audits } = median;
  const score = (id: string) => Math.round((scores[id]?.score ?? 0) * 100);
  const tbt = Math.round(audits['total-blocking-time']?.numericValue ?? 0);
  return {
    page,
    runs: runs.map((run) => Math.round((run.categories.performance?.score ?? 0) * 100)).join('/'),
    performance: vsTarget(score('performance'), targets.performance, 'min'),
    'TBT ms': vsTarget(tbt, targets.tbtMs, 'max'),
    'LCP ms': Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    CLS: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    a11y: score('accessibility'),
    'best-pr.': score('best-practices'),
    seo: score('seo'),
    benchmarkIndex: Math.round(median.environment.benchmarkIndex),
  };
}

/** Each weighted audit below 100 in a category, so a regression says where to look. */
export function auditsBelow100(page: string, lhr: Lhr, categories: readonly string[]): string[] {
  const lines: string[] = [];
  for (const category of categories) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        const why = audit.explanation ? `: ${audit.explanation}` : '';
        lines.push(`${page} ${category}: ${audit.title} (${String(Math.round(audit.score * 100))})${why}`);
      }
    }
  }
  return lines;
}
