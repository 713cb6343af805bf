import { readFileSync } from 'node:fs';

/** One process's resident memory in bytes, from /proc (0 once it has exited, or off Linux). */
function processRss(pid: number): number {
  try {
    const status = readFileSync(`/proc/${String(pid)}/status`, 'utf8');
    return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/** The resident memory of the speech workers (child processes) in bytes, so measurements count it. */
export const workersRss = (pids: number[]): number => pids.reduce((sum, pid) => sum + processRss(pid), 0);
