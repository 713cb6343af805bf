import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

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

/**
 * CPU seconds each kind of thread of a process has used so far, by thread name with its number dropped
 * ("MainThread", "V8Worker": V8's compilers and garbage-collector helpers, "libuv-worker"); empty where
 * there is no /proc. Splits what the JavaScript thread did from what V8 did beside it.
 */
export function threadCpuSecondsOf(pid: number | undefined): Map<string, number> {
  const byName = new Map<string, number>();
  if (pid === undefined) return byName;
  try {
    for (const tid of readdirSync(`/proc/${String(pid)}/task`)) {
      const stat = readFileSync(`/proc/${String(pid)}/task/${tid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')).replace(/\d+$/, '');
      const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
      const seconds = (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
      byName.set(name, (byName.get(name) ?? 0) + seconds);
    }
  } catch {
    // The process ended meanwhile: what was read so far.
  }
  return byName;
}
