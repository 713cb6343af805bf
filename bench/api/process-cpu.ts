import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

function clockTicks(): number {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  } catch {
    return 100;
  }
}
const ticksPerSecond = clockTicks();

/**
 * CPU seconds (user + system) a process has used so far, from /proc; undefined where there is no
 * /proc (not Linux). Unlike req/s, CPU per request hardly moves with what else the machine runs.
 */
export function cpuSecondsOf(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    // Fields after the command name (which may hold spaces) start at state: utime and stime are 12th and 13th.
    const fields =
      readFileSync(`/proc/${String(pid)}/stat`, 'utf8')
        .split(') ')[1]
        ?.split(' ') ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks / ticksPerSecond : undefined;
  } catch {
    return undefined;
  }
}
