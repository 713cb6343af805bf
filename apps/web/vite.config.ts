import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { webAliases } from './web-aliases.ts';

export default defineConfig({
  plugins: [reactRouter()],
  resolve: { alias: webAliases },
  server: {
    // `react-router dev` serves the UI; the API server (apps/server) listens on 3000.
    proxy: { '/api': 'http://localhost:3000' },
  },
});
