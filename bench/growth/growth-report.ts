import type { Figures } from './measure-route.ts';
import type { PlanSummary } from './query-plans.ts';

// Issue 17: every route stays within 2× of its figures on a fresh database.
export const targetRatio = 2;

/** One route measured on the fresh and on the grown database. */
export interface Compared {
  name: string;
  judged: boolean;
  fresh: Figures & { items: number | '' };
  grown: Figures & { items: number | '' };
}

const round = (n: number | undefined) => (n === undefined ? '–' : Math.round(n).toLocaleString('en'));
const ms = (n: number) => (n < 10 ? n.toFixed(1) : Math.round(n).toLocaleString('en'));
const cpuOf = (figures: Figures) =>
  figures.appCpuMicros === undefined ? undefined : figures.appCpuMicros + (figures.dbCpuMicros ?? 0);
const ratio = (fresh: number | undefined, grown: number | undefined) =>
  fresh === undefined || grown === undefined || fresh === 0 ? undefined : grown / fresh;
const times = (n: number | undefined) => (n === undefined ? '–' : `${n.toFixed(2)}×`);

/** The fresh-against-grown table: latency and CPU per answer (app server + PostgreSQL), with their ratios. */
export function printComparison(rows: Compared[]) {
  console.table(
    rows.map(({ name, judged, fresh, grown }) => {
      const latency = ratio(fresh.mean, grown.mean);
      const cpu = ratio(cpuOf(fresh), cpuOf(grown));
      const failures = fresh.failures + grown.failures;
      // Judged on CPU per answer, which hardly moves with the machine's other load; on latency without /proc.
      const met = failures === 0 && (cpu ?? latency ?? Infinity) <= targetRatio;
      return {
        route: name,
        items: `${String(fresh.items)} → ${String(grown.items)}`,
        'mean ms': `${ms(fresh.mean)} → ${ms(grown.mean)}`,
        'p50 ms': `${ms(fresh.p50)} → ${ms(grown.p50)}`,
        'p99 ms': `${ms(fresh.p99)} → ${ms(grown.p99)}`,
        'app CPU µs': `${round(fresh.appCpuMicros)} → ${round(grown.appCpuMicros)}`,
        'db CPU µs': `${round(fresh.dbCpuMicros)} → ${round(grown.dbCpuMicros)}`,
        'mean ×': times(latency),
        'CPU ×': times(cpu),
        failures,
        [`target ≤ ${String(targetRatio)}×`]: judged ? (met ? 'met' : 'NOT met') : 'extra: read its plan',
      };
    }),
  );
}

/** Each statement's plan on the grown database, flagged when a scan or a sort grows with the data. */
export function printPlans(plans: { name: string; plans: (PlanSummary | string)[] }[]) {
  for (const { name, plans: statements } of plans) {
    console.log(`\n${name}`);
    for (const plan of statements) {
      if (typeof plan === 'string') {
        console.log(`  –    ${plan}`);
        continue;
      }
      const verdict = plan.problems.length ? `GROWS: ${plan.problems.join('; ')}` : 'ok';
      console.log(`  ${plan.problems.length ? '✗' : '✓'}    ${plan.statement}`);
      console.log(`       ${plan.shape}`);
      console.log(
        `       ${String(plan.rowsRead)} rows read, ${String(plan.rowsReturned)} returned, ` +
          `${String(plan.buffers)} buffers, ${plan.ms.toFixed(2)} ms · ${verdict}`,
      );
    }
  }
}
