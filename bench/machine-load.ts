import { loadavg } from 'node:os';

/** The 1, 5 and 15 minute load averages, as `uptime` prints them: the machine is shared. */
export function machineLoad(): string {
  return loadavg()
    .map((load) => load.toFixed(2))
    .join(', ');
}
