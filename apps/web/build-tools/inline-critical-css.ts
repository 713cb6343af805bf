import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import Beasties from 'beasties';

// Beasties' loader turns media="print" into media="all". React Router renders these links with no
// media at all, so hydration would report a mismatch: ours removes the attribute instead.
const beastiesLoader =
  "document.querySelectorAll('link[data-beasties-media]').forEach(function(l){l.media=l.getAttribute('data-beasties-media');l.removeAttribute('data-beasties-media')})";
const ourLoader =
  "document.querySelectorAll('link[data-beasties-media]').forEach(function(l){l.removeAttribute('media');l.removeAttribute('data-beasties-media')})";

/**
 * Inlines into each prerendered page the CSS rules its HTML uses, and loads the full stylesheet
 * without blocking the first paint. 'media-script' defers it with one small script instead of an
 * inline onload handler, which the Content-Security-Policy would refuse.
 */
export async function inlineCriticalCss(clientDir: string): Promise<void> {
  const beasties = new Beasties({
    path: clientDir,
    publicPath: '/',
    preload: 'media-script',
    // The stylesheet is shared by every page (and by client-side navigation): keep it whole.
    pruneSource: false,
    reduceInlineStyles: false,
    logLevel: 'warn',
  });
  const entries = await readdir(clientDir, { recursive: true });
  for (const file of entries.filter((entry) => entry.endsWith('.html'))) {
    const path = join(clientDir, file);
    const html = await beasties.process(await readFile(path, 'utf8'));
    await writeFile(path, html.replace(beastiesLoader, ourLoader));
  }
}
