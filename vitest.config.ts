import { defineConfig } from 'vitest/config';
import { serverNodeFlags } from './apps/server/src/server-flags.ts';

// One runner for the whole repo: server and contract tests run in Node, web tests in jsdom.
export default defineConfig({
  test: {
    // Vitest's default leaves a core idle (one worker on a 2-CPU machine); a test file spends a good part
    // of its time waiting on databases and sockets, so a worker per core finishes the suite sooner.
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'packages/contract/src/**/*.test.ts'],
          environment: 'node',
          // One migrated PGlite, dumped: each test database loads it instead of running initdb.
          globalSetup: ['apps/server/src/test/pglite-dump.global-setup.ts'],
          // The server's own flags (apps/server/src/server-flags.ts): every test file opens PGlite, and
          // without them V8 recompiles its WebAssembly in each worker (~0.5 s of CPU, ~500 MB for a moment).
          execArgv: [...serverNodeFlags],
          // A bound on a hung test, not a speed check: with a worker per core, a test that starts three
          // server processes in turn (resilience/generation-crash.test.ts) passed 30 s on a loaded 2-CPU VM.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
