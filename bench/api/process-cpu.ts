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
 * A /proc `stat` file's command name and CPU seconds (user + system). The name sits in parentheses and
 * may hold spaces or parentheses itself: the fields after its last `) ` start at state, so utime and
 * stime are the 12th and 13th of them.
 */
function readStat(file: string): { name: string; seconds: number } {
  const stat = readFileSync(file, 'utf8');
  const end = stat.lastIndexOf(') ');
  const fields = stat.slice(end + 2).split(' ');
  return {
    name: stat.slice(stat.indexOf('(') + 1, end),
    seconds: (Number(fields[11]) + Number(fields[12])) / ticksPerSecond,
  };
}

/**
 * CPU seconds (user + system) a process has used so far, from /proc; undefined where there is no
 * /proc (not Linux). Unlike req/s, CPU per request hardly moves with what else the machine runs.
 */
export function cpuSecondsOf(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const { seconds } = readStat(`/proc/${String(pid)}/stat`);
    return Number.isFinite(seconds) ? seconds : undefined;
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
      const { name, seconds } = readStat(`/proc/${String(pid)}/task/${tid}/stat`);
      const kind = name.replace(/\d+$/, '');
      byName.set(kind, (byName.get(kind) ?? 0) + seconds);
    }
  } catch {
    // The process ended meanwhile: what was read so far.
  }
  return byName;
}
