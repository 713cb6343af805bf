import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import { webAliases } from './web-aliases.ts';

// Every `import … from 'zod'` (the contract's too) gets zod configured for the CSP first; the module
// itself imports 'zod/v4'. No page has to import the config, so pages without schemas load no zod.
const configuredZod = {
  find: /^zod$/,
  replacement: fileURLToPath(new URL('./app/lib/zod-config.ts', import.meta.url)),
};

export default defineConfig({
  plugins: [reactRouter()],
  resolve: { alias: [...webAliases, configuredZod] },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // zod and app/lib/zod-config.ts in one chunk, the config last: every chunk that builds a
            // schema imports this one, so `jitless` is set before the first schema probes for eval
            // (a probe the CSP refuses and Chrome lists as an issue). Left to itself the bundler put
            // zod in a chunk with contract schemas that ran before the config.
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]app[\\/]lib[\\/]zod-config\.ts$/ },
            // The home page's style modules in one chunk that the page imports: the sections under the hero
            // load their code later (below-the-fold-loader.ts), but their prerendered HTML needs these
            // styles from the start. Left to itself the bundler moved them to the later chunk.
            { name: 'home-styles', test: /[\\/]features[\\/]home[\\/]components[\\/][\w-]+\.module\.css$/ },
          ],
        },
      },
    },
  },
  server: {
    // `react-router dev` serves the UI; the API server (apps/server) listens on 3000.
    proxy: { '/api': 'http://localhost:3000' },
  },
});
