// Figures against targets: the server's memory and start, as `npm start` runs it (the server bundle of
// apps/server/src/server-bundle.ts with the production Node flags and Node's compile cache, the built web
// app), beside the same server run from its sources and a bare Fastify hello-world, in the same run.
// Run: npm run bench:memory   (BENCH_IDLE=30 seconds of idle;
// BENCH_DATABASE_URL for the PostgreSQL figure, default postgres://postgres@127.0.0.1:5432/test, a
// scratch database next to it; BENCH_NODE_FLAGS, bench/node-flags.ts: e.g. `--no-liftoff-only` to try
// PGlite's WebAssembly on V8's optimising tier).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { machineLoad } from '../machine-load.ts';
import { benchNodeFlags } from '../node-flags.ts';
import { bundleServer, serverBuildsDir } from '../../apps/server/src/server-bundle.ts';
import { serverNodeFlags } from '../../apps/server/src/server-flags.ts';
import { createScratchDatabase } from '../../apps/server/src/test/test-database.ts';
import { freePort } from '../../apps/server/src/test/free-port.ts';
import { webBuildDir } from '../api/processes.ts';
import { cpuMsOf, memoryOf, startAndWait, stop, type Started } from './server-start.ts';

const idleSeconds = Number(process.env.BENCH_IDLE ?? 30);
const nodeFlags = [...serverNodeFlags, ...benchNodeFlags];
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const root = path.resolve(import.meta.dirname, '../..');
const sourceFile = path.join(root, 'apps/server/src/server.ts');
const work = await mkdtemp(path.join(tmpdir(), 'penwise-bench-memory-'));
// Inside the repository, like npm start's, so its external packages resolve from node_modules.
const bundleDir = path.join(path.dirname(serverBuildsDir), `server-bench-${String(process.pid)}`);
const rows: string[][] = [];
const row = (figure: string, value: string, target: string, reference = '') =>
  rows.push([figure, value, target, reference]);
const mb = (n: number) => `${n.toFixed(0)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const cpuPerSecond = (figure: { idleCpuMsPerSecond: number }) =>
  `${figure.idleCpuMsPerSecond.toFixed(1)} ms a second`;

/**
 * Waits `idle` seconds; the CPU per second over its last two thirds (after start-up's own background
 * work) and the memory at its end. An idle server should not wake: a timer that fires every few
 * milliseconds shows here, not in a profile.
 */
async function idleFor(started: Started, idle: number) {
  const { pid } = started.child;
  await sleep((idle * 1000) / 3);
  const cpuBefore = cpuMsOf(pid);
  await sleep((idle * 2000) / 3);
  const idleCpuMsPerSecond = idle ? (cpuMsOf(pid) - cpuBefore) / ((idle * 2) / 3) : 0;
  const memory = await memoryOf(pid ?? 0);
  await stop(started.child);
  return { ...started, ...memory, idleCpuMsPerSecond };
}

/** One start of `serverFile` on `env`: healthy time and CPU, peak RSS while starting, RSS and CPU idle. */
async function penwise(serverFile: string, env: Record<string, string>, idle = idleSeconds) {
  const port = await freePort();
  const started = await startAndWait(
    [...nodeFlags, serverFile],
    {
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      AI_ENGINE: 'demo',
      WEB_DIR: webBuildDir() ?? path.join(work, 'no-web-build'),
      NODE_COMPILE_CACHE: path.join(work, 'compile-cache'),
      ...env,
    },
    `http://127.0.0.1:${String(port)}/api/healthz`,
  );
  return idleFor(started, idle);
}

async function bareFastify() {
  const port = await freePort();
  const started = await startAndWait(
    [path.join(import.meta.dirname, 'bare-fastify-health.ts'), String(port)],
    {},
    `http://127.0.0.1:${String(port)}/`,
  );
  return idleFor(started, idleSeconds);
}

console.log(`load average ${machineLoad()} · Node ${process.version} · flags ${nodeFlags.join(' ')}`);
try {
  const bundleFile = await bundleServer(bundleDir);
  const reference = await bareFastify();
  const bare = (figure: { rss: number }) => `bare Fastify: ${mb(figure.rss)}`;
  const idleReference = `bare Fastify: ${cpuPerSecond(reference)}`;
  const dataDir = path.join(work, 'data');
  const first = await penwise(bundleFile, { DATA_DIR: dataDir }, 5);
  row('peak RSS of the first start (database created)', mb(first.peak), '≤ 800 MB');
  const warm = await penwise(bundleFile, { DATA_DIR: dataDir });
  // A first start from the sources fills the compile cache with them: the next is as warm as the bundle's.
  await penwise(sourceFile, { DATA_DIR: dataDir }, 0);
  const fromSource = await penwise(sourceFile, { DATA_DIR: dataDir });
  const ref = `bare Fastify: ${seconds(reference.healthyMs)}, ${String(reference.cpuMs)} ms CPU`;
  row('warm start to a healthy /api/healthz', seconds(warm.healthyMs), '≤ 2.5 s', ref);
  row('  the same from the sources', seconds(fromSource.healthyMs), '', '');
  row('CPU spent on that start', `${String(warm.cpuMs)} ms`, '', '');
  row('  the same from the sources', `${String(fromSource.cpuMs)} ms`, '', '');
  row(`RSS on PGlite after ${String(idleSeconds)} s idle`, mb(warm.rss), '≤ 300 MB', bare(reference));
  row('  the same from the sources', mb(fromSource.rss), '', '');
  row('peak RSS of a warm start (PGlite)', mb(warm.peak), '', '');
  row('CPU while idle, PGlite', cpuPerSecond(warm), '', idleReference);
  const scratch = await createScratchDatabase(adminUrl, 'penwise_bench_memory').catch(() => undefined);
  if (scratch) {
    try {
      const env = { DATA_DIR: path.join(work, 'data-pg'), DATABASE_URL: scratch.url };
      const postgres = await penwise(bundleFile, env);
      const postgresFromSource = await penwise(sourceFile, env);
      const figure = `RSS on PostgreSQL after ${String(idleSeconds)} s idle`;
      row(figure, mb(postgres.rss), '≤ 150 MB', bare(reference));
      row('  the same from the sources', mb(postgresFromSource.rss), '', '');
      row('CPU while idle, PostgreSQL', cpuPerSecond(postgres), '', idleReference);
    } finally {
      await scratch.drop();
    }
  } else console.log(`PostgreSQL at ${adminUrl} not reachable: its figure is skipped.`);
} finally {
  await rm(work, { recursive: true, force: true });
  await rm(bundleDir, { recursive: true, force: true });
}
console.log(`load average after: ${machineLoad()}`);
console.table(rows.map(([figure, value, target, reference]) => ({ figure, value, target, reference })));
