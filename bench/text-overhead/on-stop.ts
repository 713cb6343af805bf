/**
 * Runs `stop` once, then exits: when the benchmark ends the child (SIGTERM) or Ctrl-C reaches it
 * (SIGINT), so a stopped run leaves no temporary database behind either.
 */
export function onStop(stop: () => Promise<unknown>): void {
  let stopping = false;
  const once = () => {
    if (stopping) return;
    stopping = true;
    void stop().finally(() => process.exit(0));
  };
  process.once('SIGTERM', once);
  process.once('SIGINT', once);
}
