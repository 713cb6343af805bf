import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const modulePreload = /<link rel="modulepreload" href="([^"]*)"\/?>/g;

/**
 * Switches off the module preload hints of the prerendered pages with media="not all" (not those
 * of the SPA fallback, whose content needs the code anyway). A public page is readable before any
 * JavaScript runs; preloading ~200 KB of modules up front competes with its first paint on slow
 * connections, and Lighthouse (mobile) measured 80→97 on the home page without them. The module
 * script still imports the same code, so hydration follows a moment later.
 *
 * The links stay in the page because React Router renders them again while hydrating: React takes
 * a link already in the document for its own (matching rel and href), but inserts a missing one,
 * ~70 insertions and fetches in the hydration's main-thread task when they were deleted.
 */
export async function dropModulePreloads(clientDir: string): Promise<void> {
  const entries = await readdir(clientDir, { recursive: true });
  const pages = entries.filter((entry) => entry.endsWith('.html') && !entry.endsWith('__spa-fallback.html'));
  for (const file of pages) {
    const path = join(clientDir, file);
    const html = await readFile(path, 'utf8');
    await writeFile(path, html.replace(modulePreload, '<link rel="modulepreload" href="$1" media="not all"/>'));
  }
}
