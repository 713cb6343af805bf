import { defineProject } from 'vitest/config';

// Component tests run in jsdom without the React Router Vite plugin (it only supports dev and build).
export default defineProject({
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['app/**/*.test.ts', 'app/**/*.test.tsx', 'build-tools/**/*.test.ts'],
    setupFiles: ['./test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
