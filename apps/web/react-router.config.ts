import type { Config } from '@react-router/dev/config';
import { prerenderedPaths } from './app/lib/paths';
import { externalizeInlineScripts } from './build-tools/externalize-inline-scripts';

export default {
  // No runtime rendering server: the API server serves build/client as static files.
  ssr: false,
  // Public pages become real HTML files; every other path hydrates from __spa-fallback.html.
  prerender: prerenderedPaths,
  // A static host has no /__manifest endpoint, so ship the whole (small) route manifest up front.
  routeDiscovery: { mode: 'initial' },
  async buildEnd({ reactRouterConfig }) {
    await externalizeInlineScripts(`${reactRouterConfig.buildDirectory}/client`, reactRouterConfig.basename);
  },
} satisfies Config;
