import type { Config } from '@react-router/dev/config';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { appPaths, prerenderedPaths } from './app/lib/paths';
import { dropModulePreloads } from './build-tools/drop-module-preloads';
import { inlineCriticalCss } from './build-tools/inline-critical-css';
import { precompress } from './build-tools/precompress';

/** WEB_BUILD_DIR, which must stay inside apps/web: prerendering imports the server build, and its packages resolve from here. */
function buildDirectory(): string {
  const dir = process.env.WEB_BUILD_DIR ?? 'build';
  const relative = path.relative(import.meta.dirname, path.resolve(import.meta.dirname, dir));
  if (relative.startsWith('..') || path.isAbsolute(relative)) {
    throw new Error(`WEB_BUILD_DIR must be a folder inside apps/web (like build-bench), not ${dir}`);
  }
  return dir;
}

export default {
  // No runtime rendering server: the API server serves build/client as static files.
  // WEB_BUILD_DIR lets several builds live side by side (a benchmark beside a developer's build).
  buildDirectory: buildDirectory(),
  ssr: false,
  // Public pages become real HTML files; every other path hydrates from __spa-fallback.html.
  prerender: prerenderedPaths,
  // A static host has no /__manifest endpoint, so ship the whole (small) route manifest up front.
  routeDiscovery: { mode: 'initial' },
  async buildEnd({ reactRouterConfig }) {
    const client = `${reactRouterConfig.buildDirectory}/client`;
    // React Router's hydration data, Mantine's colour-scheme script and the stylesheet loader stay
    // inline: the server's CSP names each one by hash, and none costs a render-blocking request.
    await inlineCriticalCss(client);
    await dropModulePreloads(client);
    // The server answers paths outside this list with the 404 page and a 404 status.
    await writeFile(`${client}/routes.json`, JSON.stringify(appPaths));
    await precompress(client);
  },
} satisfies Config;
