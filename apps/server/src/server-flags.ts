/**
 * The Node flags the server runs with: `npm start`, the server package's scripts and every test or
 * benchmark that starts server.ts in a process of its own (package.json repeats them; a test keeps the
 * copies equal). Measured on an existing PGlite data directory (bench/README.md, "Memory"):
 * - `--liftoff-only`: V8 otherwise recompiles PGlite's hot WebAssembly with its optimising compiler a
 *   second after start, which takes ~500 MB for a moment (peak RSS 0.9 GB against 0.25 GB) and ~0.5 s
 *   of CPU. Point lookups cost the same either way; only large scans (rare here) run ~1.7× slower.
 * - `--max-semi-space-size=16`: on a machine with much memory V8 sizes the young generation at up to
 *   ~120 MB and keeps it; 16 MB (V8's old default) costs a few more minor collections, no measurable latency.
 */
export const serverNodeFlags = ['--liftoff-only', '--max-semi-space-size=16'] as const;

/**
 * Environment the server process needs before Node starts. `MALLOC_ARENA_MAX=2`: glibc's malloc gives each
 * thread that allocates (libuv's pool, libvips, V8's helpers) an arena of its own, up to 8 per core, and
 * keeps their free space; over 300 mixed generations RSS grew by ~170 MB without it and stayed level with
 * it (bench/README.md, "A long run"). glibc reads it once, as the process starts.
 */
export const serverEnvironment = { MALLOC_ARENA_MAX: '2' } as const;

/**
 * Replaces this process with itself (same pid, same flags and arguments) when `serverEnvironment` is not
 * in its environment yet: `npm start` cannot set a variable portably in package.json. Linux only (where
 * glibc reads it) and a no-op where `process.execve` is missing; an operator's own value is kept.
 */
export function restartWithServerEnvironment(): void {
  if (process.platform !== 'linux' || typeof process.execve !== 'function') return;
  const missing = Object.entries(serverEnvironment).filter(([name]) => process.env[name] === undefined);
  if (missing.length === 0) return;
  process.execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
    ...process.env,
    ...Object.fromEntries(missing),
  });
}
