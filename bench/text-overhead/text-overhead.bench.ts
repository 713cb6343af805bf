// Figures, not pass/fail: the latency Penwise adds to a streamed generation over calling the
// provider directly. Both paths stream from the same local Chat Completions server (own process);
// Penwise runs in its own process (PGlite, or PostgreSQL with BENCH_DATABASE_URL).
// Run: npm run bench:text   (BENCH_STREAMS, BENCH_CONCURRENCY, BENCH_LEVELS=1,10,50 to change the load;
// BENCH_AI_ENGINE=demo serves Penwise's streams from the demo engine: its CPU column, not its latency)
import path from 'node:path';
import OpenAI from 'openai';
import { apiPaths } from '@penwise/contract';
import { cpuSecondsOf } from '../api/process-cpu.ts';
import { machineLoad } from '../machine-load.ts';
import { quantile, runPool, startChild } from './child.ts';

const here = import.meta.dirname;
const streams = Number(process.env.BENCH_STREAMS ?? 1000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 50);

interface Timing {
  firstToken: number;
  total: number;
}

const upstream = await startChild(path.join(here, 'upstream.ts'));
// BENCH_CPU_PROF=<file> writes a CPU profile of the Penwise process (open it in Chrome DevTools).
const penwise = await startChild(path.join(here, 'penwise.ts'), [upstream.line, String(concurrency)]);
const [base = '', ...tokens] = penwise.line.split(' ');
const client = new OpenAI({ apiKey: 'sk-bench', baseURL: upstream.line, maxRetries: 0 });

async function direct(): Promise<Timing> {
  const started = performance.now();
  let firstToken = Number.NaN;
  const stream = await client.chat.completions.create({
    model: 'bench',
    stream: true,
    messages: [{ role: 'user', content: 'Ten blog ideas about tea.' }],
  });
  for await (const chunk of stream) {
    if (Number.isNaN(firstToken) && chunk.choices[0]?.delta.content) firstToken = performance.now() - started;
  }
  return { firstToken, total: performance.now() - started };
}

async function throughPenwise(worker: number): Promise<Timing> {
  const started = performance.now();
  let firstToken = Number.NaN;
  const res = await fetch(`${base}${apiPaths.ai.textStream}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens[worker] ?? ''}`, 'content-type': 'application/json' },
    body: JSON.stringify({ tool_data: 'blog-ideas', content: 'Ten blog ideas about tea.' }),
  });
  if (!res.ok || !res.body) throw new Error(`stream answered ${String(res.status)}: ${await res.text()}`);
  for await (const text of res.body.pipeThrough(new TextDecoderStream())) {
    if (Number.isNaN(firstToken) && text.includes('event: delta')) {
      firstToken = performance.now() - started;
    }
  }
  return { firstToken, total: performance.now() - started };
}

const summary = (runs: Timing[]) => {
  const ttft = runs.map((r) => r.firstToken);
  const total = runs.map((r) => r.total);
  return [quantile(ttft, 0.5), quantile(ttft, 0.99), quantile(total, 0.5), quantile(total, 0.99)];
};
const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(11);
const print = (name: string, values: number[]) => console.log(`${name.padEnd(34)}${values.map(ms).join('')}`);

console.log(
  `database: ${process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite'} · engine: ${process.env.BENCH_AI_ENGINE ?? 'openai'} · upstream: first delta 40 ms, 30 deltas 4 ms apart · load ${machineLoad()}`,
);
console.log(
  `${'path'.padEnd(34)}${['TTFT p50', 'TTFT p99', 'total p50', 'total p99', 'CPU/stream'].map((h) => h.padStart(11)).join('')}`,
);
// The fixed cost shows at low concurrency; the target is at `concurrency` streams.
const levels = process.env.BENCH_LEVELS?.split(',').map(Number) ?? [1, 10, concurrency];
for (const level of [...new Set(levels)]) {
  const count = level === 1 ? 60 : level === concurrency ? streams : 20 * level;
  // Warm both paths (JIT, connection pools, prepared statements) before measuring.
  await runPool(2 * level, level, direct);
  await runPool(2 * level, level, throughPenwise);
  const a = summary(await runPool(count, level, direct));
  // The Penwise process's own CPU (user + system, from /proc) over the measured streams.
  const cpuBefore = cpuSecondsOf(penwise.child.pid);
  const b = summary(await runPool(count, level, throughPenwise));
  const cpuAfter = cpuSecondsOf(penwise.child.pid);
  const cpu =
    cpuBefore === undefined || cpuAfter === undefined ? Number.NaN : ((cpuAfter - cpuBefore) * 1000) / count;
  print(`${String(level)} concurrent, direct SDK`, a);
  print(`${String(level)} concurrent, /api/ai/text/stream`, [...b, cpu]);
  print(
    `${String(level)} concurrent, added by Penwise`,
    b.map((value, i) => value - (a[i] ?? 0)),
  );
}
console.log(
  'targets (issue 17): 1 concurrent, added TTFT ≤ 3 ms · 50 concurrent, added TTFT p50 ≤ 10 ms, p99 ≤ 40 ms · ' +
    'CPU per demo stream ≤ 1.5 ms (PostgreSQL), ≤ 3 ms (PGlite)',
);
console.log(`load after: ${machineLoad()}`);
upstream.child.kill();
penwise.child.kill();
await new Promise((resolve) => penwise.child.once('exit', resolve));
