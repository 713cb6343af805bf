// Figures, not pass/fail: autocannon against the production server (own process, demo AI engine,
// test checkout) on PGlite and on a scratch PostgreSQL database, beside a bare Fastify hello-world
// on the same machine. Run: npm run bench:api
// BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 50), BENCH_WARMUP (s, default 2),
// BENCH_ENGINES (default pglite,postgres), BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test:
// a scratch database is created next to it and dropped afterwards).
import { cpus } from 'node:os';
import { machineLoad } from '../machine-load.ts';
import { setTimeout as sleep } from 'node:timers/promises';
import { apiPaths } from '@penwise/contract';
import {
  authenticatedJson,
  connections,
  duration,
  helloWorld,
  logins,
  textStreams,
  type Measured,
} from './load.ts';
import { createScratchDatabase } from '../../apps/server/src/test/test-database.ts';
import {
  raisedRateLimit,
  serverLogLevel,
  startBareFastify,
  startBarePg,
  startPenwise,
  webBuildDir,
  type Child,
} from './processes.ts';
import { seedUsers } from './seed-users.ts';

type Engine = 'pglite' | 'postgres';
const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',') as Engine[];
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
// Issue 7: authenticated JSON routes at ≥ 25% of bare Fastify's req/s with p99 ≤ 50 ms, on PostgreSQL.
const target = { share: 0.25, p99: 50 };
// Issue 17: the same routes at ≥ 70% of the hand-written Fastify + pg reference's req/s, on PostgreSQL.
const referenceTarget = 0.7;

interface Row extends Measured {
  route: string;
  engine: Engine;
  json: boolean;
  /** req/s of the bare Fastify run made just before this engine's routes. */
  bare: number;
  /** The hand-written Fastify + pg reference on the same route, measured right after (PostgreSQL only). */
  reference?: Measured | undefined;
}

console.log(
  `${String(connections)} connections, ${String(duration)} s per route · ${String(cpus().length)} CPUs · ` +
    `load average ${machineLoad()} · Node ${process.version}`,
);
console.log(
  `server: apps/server/src/server.ts in its own process, LOG_LEVEL=${serverLogLevel}, AI_ENGINE=demo, ` +
    `AUTH_RATE_LIMIT=AI_RATE_LIMIT=${raisedRateLimit} (raised so the limiter does not answer 429), ` +
    `web build: ${webBuildDir() ?? 'none (API only)'}`,
);

const rows: Row[] = [];

/** The reference, measured again before each engine: other load on the machine changes between runs. */
async function measureBareFastify(): Promise<Measured> {
  const reference = await startBareFastify();
  try {
    return await helloWorld(reference);
  } finally {
    await reference.stop();
  }
}

/** The reference is only fair if it answers the same bytes: checked once before measuring. */
async function expectSameAnswers(server: Child, handWritten: Child, token: string) {
  for (const path of [apiPaths.plans.showCredits, apiPaths.plans.showHistory]) {
    const answer = async (target: Child) => {
      const init = {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: '{}',
      };
      return (await fetch(`${target.baseUrl}${path}`, init)).text();
    };
    const [penwise, reference] = [await answer(server), await answer(handWritten)];
    if (penwise === reference) continue;
    let at = 0;
    while (penwise[at] === reference[at]) at += 1;
    const around = (text: string) => text.slice(Math.max(0, at - 80), at + 80);
    throw new Error(
      `bare-pg.ts answers ${path} differently at ${String(at)}:\n${around(penwise)}\n${around(reference)}`,
    );
  }
}

// BENCH_ROUTES picks some of them (credits,history,login,stream) for a quicker look.
const routes = new Set((process.env.BENCH_ROUTES ?? 'credits,history,login,stream').split(','));

async function measureEngine(engine: Engine, databaseUrl: string | undefined) {
  const server = await startPenwise(databaseUrl);
  try {
    console.log(`${engine}: seeding through the API…`);
    const users = await seedUsers(server.baseUrl, connections);
    console.log(`${engine}: measuring…`);
    const reference = await measureBareFastify();
    rows.push({
      route: 'bare Fastify hello-world (reference)',
      engine,
      json: false,
      bare: reference.reqPerSec,
      ...reference,
    });
    // PostgreSQL only: the hand-written reference reads Penwise's database with pg.
    const handWritten = databaseUrl ? await startBarePg(databaseUrl) : undefined;
    const add = async (
      key: string,
      route: string,
      json: boolean,
      measure: (target: Child) => Promise<Measured>,
    ) => {
      if (!routes.has(key)) return;
      const measured = await measure(server);
      const beside = json && handWritten ? await measure(handWritten) : undefined;
      rows.push({ route, engine, json, bare: reference.reqPerSec, ...measured, reference: beside });
    };
    try {
      if (handWritten) await expectSameAnswers(server, handWritten, users.reader);
      await add('credits', 'show-credits', true, (target) =>
        authenticatedJson(target, apiPaths.plans.showCredits, users.reader),
      );
      await add('history', 'show-history (50 items)', true, (target) =>
        authenticatedJson(target, apiPaths.plans.showHistory, users.reader),
      );
    } finally {
      await handWritten?.stop();
    }
    await add('login', 'login (argon2id)', false, () => logins(server, users.logins));
    await add('stream', 'demo text stream (whole)', false, () => textStreams(server, users.streamers));
    // Streams cut when the last run stopped still finish (and record history) on the server: let them,
    // or stopping it would close the database under them.
    await sleep(3000);
  } finally {
    await server.stop();
  }
}

for (const engine of engines) {
  if (engine === 'pglite') {
    await measureEngine('pglite', undefined);
    continue;
  }
  // Undefined when PostgreSQL is not reachable there: the PGlite figures still stand.
  const scratch = await createScratchDatabase(adminUrl, 'penwise_bench_api').catch(() => undefined);
  if (!scratch) {
    console.log(`postgres: skipped, PostgreSQL is not reachable at ${adminUrl}`);
    continue;
  }
  try {
    await measureEngine('postgres', scratch.url);
  } finally {
    await scratch.drop();
  }
}

function verdict(row: Row): string {
  if (!row.json) return '';
  if (row.engine !== 'postgres') return '(judged on PostgreSQL)';
  const met = row.failures === 0 && row.reqPerSec >= target.share * row.bare && row.p99 <= target.p99;
  return met ? 'met' : 'NOT met';
}
function referenceVerdict(reqPerSec: number, reference: Measured): string {
  return reqPerSec >= referenceTarget * reference.reqPerSec ? 'met' : 'NOT met';
}
console.table(
  rows.map((row) => ({
    route: row.route,
    engine: row.engine,
    'req/s': Math.round(row.reqPerSec),
    'p50 ms': row.p50,
    'p99 ms': row.p99,
    'server CPU µs/req': row.serverCpuMicros === undefined ? '–' : Math.round(row.serverCpuMicros),
    'errors/non-2xx': row.failures ? `${String(row.failures)} (${row.failureDetail})` : 0,
    '% of bare': `${((100 * row.reqPerSec) / row.bare).toFixed(1)}%`,
    target: verdict(row),
    'pg ref req/s': row.reference ? Math.round(row.reference.reqPerSec) : '',
    'pg ref CPU µs/req':
      row.reference?.serverCpuMicros === undefined ? '' : Math.round(row.reference.serverCpuMicros),
    '% of pg ref': row.reference ? `${((100 * row.reqPerSec) / row.reference.reqPerSec).toFixed(1)}%` : '',
    'ref target': row.reference ? referenceVerdict(row.reqPerSec, row.reference) : '',
  })),
);
console.log(
  `target (issue 7): authenticated JSON routes ≥ ${String(target.share * 100)}% of bare Fastify's req/s with ` +
    `p99 ≤ ${String(target.p99)} ms at 50 connections on PostgreSQL, no errors · target (issue 17): ≥ ` +
    `${String(referenceTarget * 100)}% of the hand-written Fastify + pg reference (bare-pg.ts, measured right after ` +
    `each route) · load average now ${machineLoad()}`,
);
