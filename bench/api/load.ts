import autocannon from 'autocannon';
import { apiPaths } from '@penwise/contract';
import { cpuSecondsOf } from './process-cpu.ts';
import type { Child } from './processes.ts';
import { benchTool, type Credentials } from './seed.ts';

export const duration = Number(process.env.BENCH_DURATION ?? 10);
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
// Seconds of the same load before each measured run, so JIT, pools and caches are warm; not reported.
const warmup = Number(process.env.BENCH_WARMUP ?? 2);

/** One measured route: what the table prints. */
export interface Measured {
  reqPerSec: number;
  p50: number;
  p99: number;
  /** Connection errors, timeouts, non-2xx answers and streams that did not end with their final event. */
  failures: number;
  failureDetail: string;
  /** The server process's CPU time (user + system) per answered request, in µs; undefined without /proc. */
  serverCpuMicros: number | undefined;
}

const json = { 'content-type': 'application/json' };
const bearer = (token: string) => ({ ...json, authorization: `Bearer ${token}` });

async function run(
  server: Child,
  options: Omit<autocannon.Options, 'url'> & { path: string },
  incomplete: () => number = () => 0,
): Promise<Measured> {
  const load = { connections, ...options, url: `${server.baseUrl}${options.path}` };
  if (warmup > 0) await autocannon({ ...load, duration: warmup });
  const before = incomplete();
  const cpuBefore = cpuSecondsOf(server.pid);
  const result = await autocannon({ ...load, duration });
  const cpuAfter = cpuSecondsOf(server.pid);
  const broken = incomplete() - before;
  const codes = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, stat]) => `${code}×${String(stat.count ?? 0)}`);
  if (result.errors) codes.push(`errors×${String(result.errors)}`);
  if (broken) codes.push(`no final event×${String(broken)}`);
  // Requests still running when the run stops are not counted anywhere: a run that answered nothing is a failure.
  const answered = result.requests.total;
  if (!answered) codes.push('nothing answered within the run');
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.non2xx + broken + (answered ? 0 : 1),
    failureDetail: codes.join(' '),
    serverCpuMicros:
      cpuBefore === undefined || cpuAfter === undefined || !answered
        ? undefined
        : ((cpuAfter - cpuBefore) * 1e6) / answered,
  };
}

/** GET / of the bare Fastify reference. */
export const helloWorld = (server: Child) => run(server, { path: '/' });

/** An authenticated JSON route with an empty body, as the web app calls show-credits and show-history. */
export const authenticatedJson = (server: Child, path: string, token: string) =>
  run(server, { path, method: 'POST', headers: bearer(token), body: '{}' });

/** Valid logins only, cycling through `users` so no account is hit by every connection at once. */
export function logins(server: Child, users: Credentials[]) {
  let next = 0;
  return run(server, {
    path: apiPaths.auth.login,
    requests: [
      {
        method: 'POST',
        headers: json,
        setupRequest: (request) => {
          const user = users[next % users.length];
          next += 1;
          return { ...request, body: JSON.stringify(user) };
        },
      },
    ],
  });
}

/**
 * Complete demo text streams: each request reads its SSE answer to the end. Connection n streams as
 * `tokens[n]`, one user per connection as in real traffic (one user's streams would queue on their own
 * credit row). A 200 that does not end with the final event counts as a failure.
 */
export function textStreams(server: Child, tokens: string[]) {
  let incomplete = 0;
  let client = 0;
  return run(
    server,
    {
      path: apiPaths.ai.textStream,
      method: 'POST',
      setupClient: (c) => {
        c.setHeaders(bearer(tokens[client % tokens.length] ?? ''));
        client += 1;
      },
      requests: [
        {
          method: 'POST',
          body: JSON.stringify(benchTool),
          onResponse: (status, body) => {
            if (status === 200 && !body.includes('event: final')) incomplete += 1;
          },
        },
      ],
    },
    () => incomplete,
  );
}
