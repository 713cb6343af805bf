// Figures against a target: the server's memory over a long run of mixed generations.
// Target (issue 17): 300 generations in a row (text, image, voiceover, and transcription where
// pocketsphinx is installed) leave the server's RSS within 60 MB of its level after the first 20.
// The server is apps/server/src/server.ts in its own process with the production Node flags, on PGlite
// (or a scratch PostgreSQL database with BENCH_DATABASE_URL), the demo engines, one account.
// The offline voiceover engine's eSpeak workers are processes of their own, recycled by design
// (bench:speech measures them) and are not counted. The server gets `npm start`'s environment
// (serverEnvironment: MALLOC_ARENA_MAX=2); MALLOC_ARENA_MAX set here replaces it (16 is glibc's default on 2 cores).
// Run: npm run bench:long-run   (BENCH_GENERATIONS=300 to change the count)
import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { machineLoad } from '../machine-load.ts';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../../apps/server/src/test/server-process.ts';
import { serverEnvironment } from '../../apps/server/src/server-flags.ts';
import { webBuildDir } from '../api/processes.ts';
import { buyer, buyPack } from '../../scripts/api-seed.ts';
import { runGeneration, kindsHere, type Kind } from './generations.ts';
import { createScratchDatabase } from '../../apps/server/src/test/test-database.ts';

const count = Number(process.env.BENCH_GENERATIONS ?? 300);
const baselineAfter = 20;
const allowedGrowthMb = 60;
const adminUrl = process.env.BENCH_DATABASE_URL;
const arenas = process.env.MALLOC_ARENA_MAX ?? serverEnvironment.MALLOC_ARENA_MAX;

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${String(pid)}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

const scratch = adminUrl ? await createScratchDatabase(adminUrl, 'penwise_long_run') : undefined;
const dataDir = await mkdtemp(path.join(tmpdir(), 'penwise-long-run-'));
const metricsToken = 'long-run-metrics';
const penwise = await startServer(
  {
    DATA_DIR: dataDir,
    AI_ENGINE: 'demo',
    METRICS_TOKEN: metricsToken,
    MALLOC_ARENA_MAX: arenas,
    ...(webBuildDir() ? { WEB_DIR: webBuildDir() ?? '' } : {}),
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
  },
  { startSeconds: 120 },
);
const server = { baseUrl: penwise.url };
const pid = penwise.child.pid ?? 0;

/** The server's own view of its memory (prom-client's default metrics): V8 heap used and external, in MB. */
async function heapMb(): Promise<{ heap: number; external: number }> {
  const res = await fetch(`${server.baseUrl}/metrics`, {
    headers: { authorization: `Bearer ${metricsToken}` },
  });
  const text = await res.text();
  const value = (name: string) => Number(new RegExp(`^${name} (\\S+)`, 'm').exec(text)?.[1] ?? 0) / 1048576;
  return {
    heap: value('penwise_nodejs_heap_size_used_bytes'),
    external: value('penwise_nodejs_external_memory_bytes'),
  };
}
const kinds: Kind[] = kindsHere();
console.log(
  `${String(count)} generations in a row (${kinds.join(', ')}) on ${scratch ? 'PostgreSQL' : 'PGlite'} · ` +
    `MALLOC_ARENA_MAX=${arenas} · ` +
    `load average ${machineLoad()}`,
);
try {
  // One account; a second Gold Pack when the first runs low.
  const account = await buyer(server.baseUrl, 'long-run');
  const started = await rssMb(pid);
  let baseline = 0;
  let peak = 0;
  const failures: string[] = [];
  const perKind = new Map<Kind, number>();
  for (let i = 0; i < count; i += 1) {
    const kind = kinds[i % kinds.length] ?? 'text';
    let problem = await runGeneration(server.baseUrl, account.token, kind, i);
    if (problem === 'no credits') {
      // Out of credits: another pack, and the same generation again.
      await buyPack(server.baseUrl, account.token);
      problem = await runGeneration(server.baseUrl, account.token, kind, i);
    }
    if (problem) failures.push(`${String(i + 1)} ${kind}: ${problem}`);
    perKind.set(kind, (perKind.get(kind) ?? 0) + 1);
    const rss = await rssMb(pid);
    peak = Math.max(peak, rss);
    if (i + 1 === baselineAfter) baseline = rss;
    if ((i + 1) % 50 === 0 || i + 1 === baselineAfter) {
      const { heap, external } = await heapMb();
      console.log(
        `  after ${String(i + 1)}: server RSS ${rss.toFixed(0)} MB (V8 heap used ${heap.toFixed(0)} MB, external ${external.toFixed(0)} MB)`,
      );
    }
  }
  // Let timers, pools and the collector settle as an idle server would.
  await sleep(5000);
  const final = await rssMb(pid);
  const growth = final - baseline;
  const met = growth <= allowedGrowthMb && failures.length === 0;
  console.log(
    `server RSS at start ${started.toFixed(0)} MB, after ${String(baselineAfter)} ${baseline.toFixed(0)} MB,`,
  );
  console.log(`  peak ${peak.toFixed(0)} MB, 5 s after the last ${final.toFixed(0)} MB`);
  console.log(
    `growth after the first ${String(baselineAfter)}: ${growth.toFixed(0)} MB (target ≤ ${String(allowedGrowthMb)} MB) ` +
      `· failed: ${String(failures.length)} (target 0) · ${met ? 'MET' : 'NOT MET'}`,
  );
  console.log(`  by kind: ${[...perKind].map(([kind, n]) => `${kind} ${String(n)}`).join(', ')}`);
  for (const failure of failures.slice(0, 10)) console.log(`  failed: ${failure}`);
  if (!met) process.exitCode = 1;
} finally {
  await penwise.kill('SIGTERM');
  await rm(dataDir, { recursive: true, force: true });
  await scratch?.drop();
}
