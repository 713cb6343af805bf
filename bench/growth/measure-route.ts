import autocannon from 'autocannon';
import type { SqlConnection } from '../../apps/server/src/db/client.ts';
import { cpuSecondsOf } from '../api/process-cpu.ts';
import type { Child } from '../api/processes.ts';
import { backendCpu, cpuBetween } from './postgres-cpu.ts';

export const duration = Number(process.env.BENCH_DURATION ?? 5);
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 4);
// Unmeasured seconds first, so JIT, pools, prepared statements and PostgreSQL's cache are warm.
const warmup = Number(process.env.BENCH_WARMUP ?? 2);

/** One route's figures in one phase. */
export interface Figures {
  /** Mean latency, ms: from the run's length and answers (Little's law), finer than the ms percentiles. */
  mean: number;
  p50: number;
  p99: number;
  requests: number;
  failures: number;
  /** The app server's CPU (user + system) per answer, µs; undefined without /proc. */
  appCpuMicros: number | undefined;
  /** PostgreSQL's backends' CPU per answer, µs; undefined when PostgreSQL is not on this machine. */
  dbCpuMicros: number | undefined;
}

/** Where CPU is read: the server's process and the backends of the scratch database. */
export interface CpuProbe {
  server: Child;
  sql: SqlConnection;
  database: string;
}

const perAnswer = (seconds: number | undefined, answers: number) =>
  seconds === undefined || answers === 0 ? undefined : (seconds * 1e6) / answers;

/** POSTs `body` with the user's bearer token for the measured seconds, after a warm-up. */
export async function measureRoute(probe: CpuProbe, path: string, token: string, body: unknown) {
  const load = {
    url: `${probe.server.baseUrl}${path}`,
    connections,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  };
  if (warmup > 0) await autocannon({ ...load, duration: warmup });
  const dbBefore = await backendCpu(probe.sql, probe.database);
  const appBefore = cpuSecondsOf(probe.server.pid);
  const result = await autocannon({ ...load, duration });
  const appAfter = cpuSecondsOf(probe.server.pid);
  const dbAfter = await backendCpu(probe.sql, probe.database);
  const answers = result.requests.total;
  const figures: Figures = {
    mean: answers ? (connections * result.duration * 1000) / answers : 0,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: answers,
    failures: result.errors + result.non2xx + (answers ? 0 : 1),
    appCpuMicros: perAnswer(
      appBefore === undefined || appAfter === undefined ? undefined : appAfter - appBefore,
      answers,
    ),
    dbCpuMicros: perAnswer(cpuBetween(dbBefore, dbAfter), answers),
  };
  return figures;
}

/** Times `call` back to back for the measured seconds, in this process: the admin CLI's service call. */
export async function measureCall(probe: Omit<CpuProbe, 'server'>, call: () => Promise<unknown>) {
  for (const end = Date.now() + warmup * 1000; Date.now() < end;) await call();
  const latencies: number[] = [];
  const dbBefore = await backendCpu(probe.sql, probe.database);
  const appBefore = process.cpuUsage();
  for (const end = Date.now() + duration * 1000; Date.now() < end;) {
    const start = performance.now();
    await call();
    latencies.push(performance.now() - start);
  }
  const app = process.cpuUsage(appBefore);
  const dbAfter = await backendCpu(probe.sql, probe.database);
  latencies.sort((a, b) => a - b);
  const at = (share: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))];
  const figures: Figures = {
    mean: latencies.reduce((sum, ms) => sum + ms, 0) / Math.max(latencies.length, 1),
    p50: at(0.5) ?? 0,
    p99: at(0.99) ?? 0,
    requests: latencies.length,
    failures: 0,
    appCpuMicros: perAnswer((app.user + app.system) / 1e6, latencies.length),
    dbCpuMicros: perAnswer(cpuBetween(dbBefore, dbAfter), latencies.length),
  };
  return figures;
}
