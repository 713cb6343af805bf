import { defineConfig } from 'vitest/config';

// End-to-end: one production server (started by global-setup) and one browser, specs in sequence.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A page's code loads after its URL changes: on a loaded machine that takes longer than poll's
    // default second (a reopened voiceover's text was still loading at 1 s).
    expect: { poll: { timeout: 15_000 } },
  },
});
