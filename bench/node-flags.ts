/**
 * BENCH_NODE_FLAGS: more Node flags for the servers a benchmark starts, after their own (a later flag wins,
 * so `--no-liftoff-only` undoes the server's `--liftoff-only`), e.g. `--perf-basic-prof-only-functions` so
 * that Linux `perf` names the JavaScript functions it samples, or `--trace-deopt`.
 */
export const benchNodeFlags: readonly string[] =
  process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
