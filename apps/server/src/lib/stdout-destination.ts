import pino from 'pino';

type Destination = ReturnType<typeof pino.destination>;
let shared: Destination | undefined;

/**
 * stdout for JSON log lines, one per process: pino writes them asynchronously, so a plain line written
 * through the same destination keeps its place among them (process.stdout.write could jump the queue).
 */
export function stdoutDestination(): Destination {
  // pino's own default: asynchronous, so a slow log reader does not stall requests; flushed at exit.
  shared ??= pino.destination();
  return shared;
}
