// Figures, not pass/fail: the routes that read a user's growing data, through the production server
// on a scratch PostgreSQL database, first nearly empty, then seeded with 1,000 users, 100,000 history
// items and a million ledger rows; and the plan of every query they run. Run: npm run bench:growth
// BENCH_DURATION (s, default 5), BENCH_CONNECTIONS (default 4), BENCH_WARMUP (s, default 2),
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test: a scratch database is created
// next to it and dropped afterwards).
import { cpus } from 'node:os';
import { machineLoad } from '../machine-load.ts';
import { buyer } from '../../scripts/api-seed.ts';
import { openPostgres } from '../../apps/server/src/db/client.ts';
import { createScratchDatabase } from '../../apps/server/src/test/test-database.ts';
import { startPenwise, type Child } from '../api/processes.ts';
import { benchPassword } from '../api/seed.ts';
import { answerSize, growthCases } from './growth-cases.ts';
import { readersIn, tableSizes, userIdOf, type Readers } from './growth-readers.ts';
import { printComparison, printPlans, type Compared } from './growth-report.ts';
import { connections, duration, measureCall, measureRoute, type Figures } from './measure-route.ts';
import { explain, type PlanSummary } from './query-plans.ts';
import { seedGrowth, type GrowthPlan } from './seed-growth.ts';
import { tracedServices } from './traced-services.ts';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
// Nearly empty: the two readers (signed up through the API, one Gold Pack each) and a few others. The heavy
// reader already has the 100 invoices of the grown plan: affiliate-logs answers every invoice, so only with
// the same answer on both sides does its ratio measure what the other users' 19,900 invoices cost it.
const freshPlan: GrowthPlan = {
  users: 4,
  dormant: { history: 20, ledger: 1_000 },
  history: { mine: 60, others: 0 },
  ledger: { mine: 120, others: 0 },
  invoices: { mine: 100, others: 0 },
  sessionsPerUser: 1,
};
// Grown: 1,000 users; the heavy reader owns 5% of the history and of the ledger, the dormant one nothing new.
const grownPlan: GrowthPlan = {
  users: 995,
  dormant: { history: 0, ledger: 0 },
  history: { mine: 4_940, others: 95_000 },
  ledger: { mine: 49_880, others: 950_000 },
  invoices: { mine: 0, others: 19_900 },
  sessionsPerUser: 2,
};

console.log(
  `${String(connections)} connections, ${String(duration)} s per route · ${String(cpus().length)} CPUs · ` +
    `load average ${machineLoad()} · Node ${process.version}`,
);

type Traced = Awaited<ReturnType<typeof tracedServices>>;

/** Throws when the server process is gone: every figure after that would be a connection error. */
function expectAlive(server: Child, phase: string) {
  try {
    if (server.pid !== undefined) process.kill(server.pid, 0);
  } catch {
    throw new Error(`the server exited during the ${phase} phase`);
  }
}

async function measurePhase(server: Child, traced: Traced, readers: Readers, database: string) {
  const probe = { server, sql: traced.database.sql, database };
  expectAlive(server, 'seeding');
  const figures: (Figures & { items: number | '' })[] = [];
  for (const growthCase of growthCases) {
    const { http } = growthCase;
    const reader = readers[growthCase.who];
    const measured = http
      ? await measureRoute(probe, http.path, reader.token, http.body(reader))
      : await measureCall(probe, () => growthCase.call(traced.services, reader));
    figures.push({ ...measured, items: await answerSize(traced.services, reader, growthCase) });
  }
  expectAlive(server, 'measuring');
  return figures;
}

async function planRoutes(traced: Traced, readers: Readers) {
  const { services, database } = traced;
  const out: { name: string; plans: (PlanSummary | string)[] }[] = [];
  for (const growthCase of growthCases) {
    const reader = readers[growthCase.who];
    const statements = await traced.trace(async () => {
      if (growthCase.traced) return growthCase.traced(services, reader);
      if (growthCase.http) await services.auth.authenticate(reader.token);
      return growthCase.call(services, reader);
    });
    const plans: (PlanSummary | string)[] = [];
    for (const statement of statements) {
      plans.push((await explain(database.sql, statement)) ?? `write, not explained: ${statement.sql}`);
    }
    out.push({ name: growthCase.name, plans });
  }
  return out;
}

const scratch = await createScratchDatabase(adminUrl, 'penwise_bench_growth');
const database = new URL(scratch.url).pathname.slice(1);
try {
  const migrated = await openPostgres(scratch.url, 2);
  const server = await startPenwise(scratch.url);
  const traced = await tracedServices(scratch.url);
  try {
    const started = Date.now();
    const accounts = {
      heavy: await buyer(server.baseUrl, 'growth-heavy', benchPassword),
      dormant: await buyer(server.baseUrl, 'growth-dormant', benchPassword),
    };
    const owners = {
      heavy: await userIdOf(migrated.sql, accounts.heavy.email),
      dormant: await userIdOf(migrated.sql, accounts.dormant.email),
    };
    await seedGrowth(migrated.sql, owners, freshPlan);
    console.log(`fresh: ${JSON.stringify(await tableSizes(migrated.sql))} · load average ${machineLoad()}`);
    const fresh = await measurePhase(server, traced, await readersIn(migrated.sql, accounts), database);

    const seeding = Date.now();
    await seedGrowth(migrated.sql, owners, grownPlan);
    const seconds = ((Date.now() - seeding) / 1000).toFixed(0);
    console.log(
      `grown: ${JSON.stringify(await tableSizes(migrated.sql))}, seeded and vacuumed in ${seconds} s`,
    );
    const readers = await readersIn(migrated.sql, accounts);
    console.log(`load average ${machineLoad()}`);
    const grown = await measurePhase(server, traced, readers, database);
    const rows: Compared[] = growthCases.map(({ name, judged }, i) => {
      const [before, after] = [fresh[i], grown[i]];
      if (!before || !after) throw new Error(`no figures for ${name}`);
      return { name, judged, fresh: before, grown: after };
    });
    console.log('\nEXPLAIN (ANALYZE, BUFFERS) of every statement, on the grown database:');
    printPlans(await planRoutes(traced, readers));
    console.log('');
    printComparison(rows);
    console.log(
      `target (issue 17): each route within 2× of its fresh figures (judged on app + PostgreSQL CPU per ` +
        `answer; latency moves with the machine's load); no query reads a large table whole · ${String(Math.round((Date.now() - started) / 1000))} s · ` +
        `load average now ${machineLoad()}`,
    );
  } finally {
    await traced.close();
    await server.stop();
    await migrated.close();
  }
} finally {
  await scratch.drop();
}
