import { defineProject } from 'vitest/config';
import { webAliases } from './web-aliases.ts';

// Component tests run in jsdom without the React Router Vite plugin (it only supports dev and build).
export default defineProject({
  resolve: { alias: webAliases },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['app/**/*.test.ts', 'app/**/*.test.tsx', 'build-tools/**/*.test.ts'],
    setupFiles: ['./test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
