import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { webAliases } from './web-aliases.ts';

export default defineConfig({
  plugins: [reactRouter()],
  resolve: { alias: webAliases },
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
