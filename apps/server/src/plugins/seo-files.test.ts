import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

const page = (title: string, extraHead = '') =>
  `<!doctype html><html><head><title>${title}</title><link rel="canonical" href="http://localhost:3000/${title.toLowerCase()}"/><meta property="og:url" content="http://localhost:3000/x"/><meta property="og:image" content="http://localhost:3000/og-image.png"/>${extraHead}</head><body></body></html>`;

const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

/** A small build: two public pages, a noindex page, the 404 page, the fallback and routes.json. */
async function writeBuild(webDir: string) {
  for (const dir of ['pricing', 'success', '404']) await mkdir(path.join(webDir, dir), { recursive: true });
  await writeFile(path.join(webDir, 'index.html'), page('Home'));
  await writeFile(path.join(webDir, 'pricing', 'index.html'), page('Pricing'));
  await writeFile(
    path.join(webDir, 'success', 'index.html'),
    page('Success', '<meta name="robots" content="noindex"/>'),
  );
  await writeFile(path.join(webDir, '404', 'index.html'), page('Missing'));
  await writeFile(path.join(webDir, '__spa-fallback.html'), page('App'));
  await writeFile(
    path.join(webDir, 'routes.json'),
    JSON.stringify(['/', '/pricing', '/success', '/dashboard']),
  );
  await mkdir(path.join(webDir, 'assets'), { recursive: true });
  await writeFile(path.join(webDir, 'assets', 'app-1.js'), script);
  await writeFile(path.join(webDir, 'assets', 'app-1.js.br'), brotliCompressSync(script));
  await writeFile(path.join(webDir, 'assets', 'app-1.js.gz'), gzipSync(script));
}

describe('search engines and unknown paths', () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = await mkdtemp(path.join(tmpdir(), 'penwise-web-'));
    await writeBuild(webDir);
    t = await buildTestApp('pglite', { WEB_DIR: webDir, PUBLIC_URL: 'https://write.example.com' });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDir, { recursive: true, force: true });
  });
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('points canonical and Open Graph links at PUBLIC_URL', async () => {
    const html = (await get('/pricing')).body;
    expect(html).toContain('<link rel="canonical" href="https://write.example.com/pricing"/>');
    expect(html).toContain('<meta property="og:image" content="https://write.example.com/og-image.png"/>');
    expect(html).not.toContain('localhost:3000');
  });

  it('answers an unknown path with the 404 page and a 404 status, and app routes with the app', async () => {
    const missing = await get('/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<title>Missing</title>');
    expect(missing.headers['content-security-policy']).toContain("object-src 'none'");
    expect((await get('/404')).statusCode).toBe(404);
    const app = await get('/dashboard');
    expect(app.statusCode).toBe(200);
    expect(app.body).toContain('<title>App</title>');
  });

  it('lists the indexable public pages in sitemap.xml and points robots.txt at it', async () => {
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.headers['content-type']).toContain('application/xml');
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(['https://write.example.com/', 'https://write.example.com/pricing']);
    const robots = await get('/robots.txt');
    expect(robots.headers['content-type']).toContain('text/plain');
    expect(robots.body).toContain('Disallow: /api/');
    expect(robots.body).toContain('Sitemap: https://write.example.com/sitemap.xml');
  });

  it('sends pages and assets compressed to browsers that accept it', async () => {
    const get2 = (url: string, encoding: string) =>
      t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
    const brPage = await get2('/pricing', 'gzip, deflate, br');
    expect(brPage.headers['content-encoding']).toBe('br');
    expect(brPage.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(brPage.rawPayload).toString()).toContain('<title>Pricing</title>');
    const gzPage = await get2('/pricing', 'gzip');
    expect(gunzipSync(gzPage.rawPayload).toString()).toContain('<title>Pricing</title>');
    expect((await get2('/pricing', 'identity')).body).toContain('<title>Pricing</title>');
    const asset = await get2('/assets/app-1.js', 'br');
    expect(asset.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe(script);
    expect((await get2('/assets/app-1.js', 'identity')).body).toBe(script);
  });
});
