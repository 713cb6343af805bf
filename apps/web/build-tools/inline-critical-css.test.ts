import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { dropModulePreloads } from './drop-module-preloads';
import { inlineCriticalCss } from './inline-critical-css';
import { precompress } from './precompress';

let dir = '';
afterEach(() => rm(dir, { recursive: true, force: true }));

async function clientBuild() {
  dir = await mkdtemp(join(tmpdir(), 'penwise-build-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(
    join(dir, 'assets', 'app.css'),
    `.used{color:red}.unused{color:blue}${'.pad{margin:0}'.repeat(100)}`,
  );
  await writeFile(
    join(dir, 'index.html'),
    '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"></head><body><p class="used">Hi</p></body></html>',
  );
  return dir;
}

describe('build steps', () => {
  it('inlines the rules a page uses and loads the stylesheet without blocking the first paint', async () => {
    const client = await clientBuild();
    await inlineCriticalCss(client);
    const html = await readFile(join(client, 'index.html'), 'utf8');
    expect(html).toMatch(/<style>[^<]*\.used\{color:red\}[^<]*<\/style>/);
    expect(html).not.toMatch(/<style>[^<]*\.unused/);
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css" media="print"');
    // No inline event handler: the CSP allows hashed inline scripts, never onload attributes.
    expect(html).not.toContain('onload=');
    // The loader leaves the link as React Router rendered it (no media), so hydration matches.
    expect(html).toContain("l.removeAttribute('media')");
    expect(html).not.toContain('l.media=');
    // The whole stylesheet stays for client-side navigation to other pages.
    expect(await readFile(join(client, 'assets', 'app.css'), 'utf8')).toContain('.unused{color:blue}');
  });

  it('writes brotli and gzip copies of text assets over 1 KB, and none of HTML', async () => {
    const client = await clientBuild();
    await precompress(client);
    await expect(readFile(join(client, 'assets', 'app.css.br'))).resolves.toBeInstanceOf(Buffer);
    await expect(readFile(join(client, 'assets', 'app.css.gz'))).resolves.toBeInstanceOf(Buffer);
    await expect(readFile(join(client, 'index.html.br'))).rejects.toThrow();
  });

  it('switches module preloads off in prerendered pages but keeps them in the SPA fallback', async () => {
    const client = await clientBuild();
    const preload = '<link rel="modulepreload" href="/assets/entry-1.js"/>';
    await writeFile(join(client, 'index.html'), `<html><head>${preload}</head><body></body></html>`);
    await writeFile(join(client, '__spa-fallback.html'), `<html><head>${preload}</head><body></body></html>`);
    await dropModulePreloads(client);
    // Still there for hydration to find (React would insert it otherwise), but fetching nothing.
    expect(await readFile(join(client, 'index.html'), 'utf8')).toContain(
      '<link rel="modulepreload" href="/assets/entry-1.js" media="not all"/>',
    );
    expect(await readFile(join(client, '__spa-fallback.html'), 'utf8')).toContain(preload);
  });
});
