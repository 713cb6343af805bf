import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import Beasties from 'beasties';

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
    await writeFile(path, await beasties.process(await readFile(path, 'utf8')));
  }
}
