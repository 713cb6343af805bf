import type { SqlConnection } from '../../apps/server/src/db/client.ts';
import { cpuSecondsOf } from '../api/process-cpu.ts';

/** CPU seconds used so far by each client backend (process) connected to `database`. */
export type BackendCpu = Map<number, number>;

/**
 * Reads the CPU time of PostgreSQL's backends on `database` from /proc: a growing scan shows here
 * first, since the app server's own CPU does not include the database's work. Needs PostgreSQL on
 * this machine; an empty map otherwise.
 */
export async function backendCpu(sql: SqlConnection, database: string): Promise<BackendCpu> {
  const { rows } = await sql.executeSql(
    `select pid from pg_stat_activity where datname = $1 and backend_type = 'client backend'`,
    [database],
  );
  const cpu: BackendCpu = new Map();
  for (const { pid } of rows as { pid: number }[]) {
    const seconds = cpuSecondsOf(pid);
    if (seconds !== undefined) cpu.set(pid, seconds);
  }
  return cpu;
}

/**
 * CPU seconds the backends used between two readings; a backend that connected in between counts
 * from zero. Undefined when /proc showed none (PostgreSQL on another host).
 */
export function cpuBetween(before: BackendCpu, after: BackendCpu): number | undefined {
  if (after.size === 0) return undefined;
  let total = 0;
  for (const [pid, seconds] of after) total += seconds - (before.get(pid) ?? 0);
  return total;
}
