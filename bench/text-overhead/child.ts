import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { serverEnvironment, serverNodeFlags } from '../../apps/server/src/server-flags.ts';
import { benchNodeFlags } from '../node-flags.ts';

// BENCH_CHILD_LOG=<path>: every line a child prints goes to <path>.<pid> (what BENCH_NODE_FLAGS traces).
const childLog = process.env.BENCH_CHILD_LOG;

/**
 * Starts `node <script> ...args` (with BENCH_NODE_FLAGS) and resolves with its address line: the first line
 * it prints that holds `http://`, from there on. `server`: with the Node flags and environment `npm start`
 * gives Penwise's server (`server-flags.ts`).
 */
export async function startChild(
  script: string,
  args: string[] = [],
  options: { server?: boolean } = {},
): Promise<{ line: string; child: ChildProcess }> {
  const flags = [...(options.server ? serverNodeFlags : []), ...benchNodeFlags];
  const child = spawn(process.execPath, [...flags, script, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: options.server ? { ...process.env, ...serverEnvironment } : process.env,
  });
  // Never leave a child behind, also when the benchmark fails.
  process.once('exit', () => child.kill());
  const lines = createInterface({ input: child.stdout });
  const line = await new Promise<string>((resolve, reject) => {
    // V8's tracing flags (--trace-opt) print to stdout too, through a buffer of their own that may flush
    // half a line just before the address: the address is where the first `http://` starts, in any line.
    lines.on('line', (line) => {
      if (childLog) appendFileSync(`${childLog}.${String(child.pid)}`, `${line}\n`);
      const address = line.indexOf('http://');
      if (address >= 0) resolve(line.slice(address));
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${String(code)}`)));
  });
  return { line, child };
}

/** The value at quantile q (0–1) of unsorted samples. */
export function quantile(samples: number[], q: number): number {
  const sorted = samples.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

/** Runs `task` `total` times with `concurrency` in flight (task gets its worker's number); returns each result, in start order. */
export async function runPool<T>(
  total: number,
  concurrency: number,
  task: (worker: number) => Promise<T>,
): Promise<T[]> {
  const results: T[] = [];
  let started = 0;
  const worker = async (n: number) => {
    while (started < total) {
      const index = started;
      started += 1;
      results[index] = await task(n);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, (_, n) => worker(n)));
  return results;
}
