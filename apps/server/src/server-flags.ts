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
