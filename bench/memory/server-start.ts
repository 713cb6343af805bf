// Starting a process and watching it: time to a healthy answer, CPU spent, RSS now and at its peak.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { cpuSecondsOf } from '../api/process-cpu.ts';

export interface Started {
  child: ChildProcess;
  /** Milliseconds from spawn to the first 200 of `healthUrl`. */
  healthyMs: number;
  /** User + system CPU milliseconds the process spent until then. */
  cpuMs: number;
}

/** The process's resident set now and its peak (VmHWM), in MB. */
export async function memoryOf(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await readFile(`/proc/${String(pid)}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** User + system CPU milliseconds `pid` has spent so far (0 where there is no /proc). */
export function cpuMsOf(pid: number | undefined): number {
  return (cpuSecondsOf(pid) ?? 0) * 1000;
}

/** Spawns `node args` with `env` and polls `healthUrl` every 20 ms until it answers 200 (60 s at most). */
export async function startAndWait(args: string[], env: Record<string, string>, healthUrl: string) {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: 'ignore',
  });
  process.once('exit', () => child.kill());
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`node ${args.join(' ')} exited with ${String(child.exitCode)}`);
    if (performance.now() - started > 60_000)
      throw new Error(`node ${args.join(' ')} was not healthy in 60 s`);
    const res = await fetch(healthUrl).catch(() => undefined);
    if (res?.status === 200) {
      const healthyMs = performance.now() - started;
      return { child, healthyMs, cpuMs: cpuMsOf(child.pid) } satisfies Started;
    }
    await sleep(20);
  }
}

/** Sends SIGTERM and waits for the exit. */
export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
