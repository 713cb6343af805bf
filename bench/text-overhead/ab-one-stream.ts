// Figures, not pass/fail: added TTFT at 1 stream of this tree against another (a clean copy of
// HEAD), their requests alternating, so a shared machine's noise falls on both alike.
// Run: BENCH_AB_BASE=/tmp/penwise-base npx node bench/text-overhead/ab-one-stream.ts
// (BENCH_DATABASE_URL for PostgreSQL, BENCH_AB_ROUNDS=150 streams each; BENCH_AB_PAUSE_MS=15000 waits
// that long before each round: the first token after a lull, when idle connections may have closed)
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import OpenAI from 'openai';
import { apiPaths } from '@penwise/contract';
import { machineLoad } from '../machine-load.ts';
import { quantile, startChild } from './child.ts';

const here = import.meta.dirname;
const rounds = Number(process.env.BENCH_AB_ROUNDS ?? 150);
const pauseMs = Number(process.env.BENCH_AB_PAUSE_MS ?? 0);
const baseTree = process.env.BENCH_AB_BASE;
if (!baseTree) throw new Error('BENCH_AB_BASE: the other tree (git archive HEAD, node_modules linked)');
const upstream = await startChild(path.join(here, 'upstream.ts'));
const trees = {
  this: await startChild(path.join(here, 'penwise.ts'), [upstream.line, '1'], { server: true }),
  base: await startChild(path.join(baseTree, 'bench/text-overhead/penwise.ts'), [upstream.line, '1'], {
    server: true,
  }),
};
const client = new OpenAI({ apiKey: 'sk-bench', baseURL: upstream.line, maxRetries: 0 });

async function direct(): Promise<number> {
  const started = performance.now();
  let first = Number.NaN;
  const messages = [{ role: 'user' as const, content: 'Ten blog ideas about tea.' }];
  const stream = await client.chat.completions.create({ model: 'bench', stream: true, messages });
  for await (const chunk of stream) {
    if (Number.isNaN(first) && chunk.choices[0]?.delta.content) first = performance.now() - started;
  }
  return first;
}

async function throughPenwise(line: string): Promise<number> {
  const [base = '', token = ''] = line.split(' ');
  const started = performance.now();
  let first = Number.NaN;
  const res = await fetch(`${base}${apiPaths.ai.textStream}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ tool_data: 'blog-ideas', content: 'Ten blog ideas about tea.' }),
  });
  if (!res.body) throw new Error(`stream answered ${String(res.status)}`);
  for await (const text of res.body.pipeThrough(new TextDecoderStream())) {
    if (Number.isNaN(first) && text.includes('event: delta')) first = performance.now() - started;
  }
  return first;
}

const samples = { direct: [] as number[], this: [] as number[], base: [] as number[] };
for (let round = -10; round < rounds; round += 1) {
  const order = round % 2 === 0 ? (['this', 'base'] as const) : (['base', 'this'] as const);
  if (pauseMs > 0 && round >= 0) await sleep(pauseMs);
  const timings = { direct: await direct(), this: 0, base: 0 };
  for (const tree of order) timings[tree] = await throughPenwise(trees[tree].line);
  // The first rounds warm both up (JIT, pools, prepared statements).
  if (round >= 0) for (const key of ['direct', 'this', 'base'] as const) samples[key].push(timings[key]);
}
const reference = quantile(samples.direct, 0.5);
const pause = pauseMs > 0 ? ` · each after ${String(pauseMs)} ms idle` : '';
console.log(`load ${machineLoad()} · ${String(rounds)} streams each${pause} · TTFT p25 / p50 / p75`);
for (const key of ['direct', 'this', 'base'] as const) {
  const [p25, p50, p75] = [0.25, 0.5, 0.75].map((q) => quantile(samples[key], q).toFixed(2));
  const added =
    key === 'direct' ? '' : ` · added p50 ${(quantile(samples[key], 0.5) - reference).toFixed(2)} ms`;
  console.log(`${key.padEnd(7)} ${String(p25)} / ${String(p50)} / ${String(p75)} ms${added}`);
}
for (const child of [upstream.child, trees.this.child, trees.base.child]) child.kill();
