import { fileURLToPath } from 'node:url';

/** tsconfig.json's `paths` for Vite and Vitest: `~/` is app/, `~test/` the test helpers in test/. */
export const webAliases = [
  { find: /^~\//, replacement: fileURLToPath(new URL('./app/', import.meta.url)) },
  { find: /^~test\//, replacement: fileURLToPath(new URL('./test/', import.meta.url)) },
];
