import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  server: {
    // `react-router dev` serves the UI; the API server (apps/server) listens on 3000.
    proxy: { '/api': 'http://localhost:3000' },
  },
});
