import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { pageCsp } from './web-app.ts';

const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title><script>window.ctx={"a":1}</script></head><body><script type="module" src="/assets/entry-abc.js"></script></body></html>`;

describe('serving the built web app', () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = await mkdtemp(path.join(tmpdir(), 'penwise-web-'));
    await mkdir(path.join(webDir, 'login'), { recursive: true });
    await mkdir(path.join(webDir, 'assets'), { recursive: true });
    await writeFile(path.join(webDir, 'index.html'), page('Home'));
    await writeFile(path.join(webDir, 'login', 'index.html'), page('Login'));
    await writeFile(path.join(webDir, '__spa-fallback.html'), page('App'));
    await writeFile(path.join(webDir, 'assets', 'entry-abc.js'), 'console.log(1)');
    await writeFile(path.join(webDir, 'favicon.ico'), 'icon');
    t = await buildTestApp('pglite', { WEB_DIR: webDir });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDir, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('serves prerendered pages as HTML with a CSP that lists their inline scripts', async () => {
    for (const url of ['/', '/login', '/login/', '/login?next=x']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toBe(pageCsp(res.body));
    }
    expect((await get('/login')).body).toContain('<title>Login</title>');
    expect(pageCsp(page('x'))).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
  });

  it('answers app routes with the SPA fallback', async () => {
    const res = await get('/dashboard');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>App</title>');
  });

  it('caches hashed assets for a year and other files briefly', async () => {
    const asset = await get('/assets/entry-abc.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/favicon.ico')).headers['cache-control']).toBe('public, max-age=300');
    expect((await get('/assets/missing-123.js')).statusCode).toBe(404);
    // Only files listed from the build are ever read: a traversal attempt gets the app shell.
    const traversal = await get('/assets/%2e%2e/%2e%2e/%2e%2e/etc/passwd');
    expect(traversal.body).not.toContain('root:');
    expect(traversal.headers['content-type']).toContain('text/html');
  });

  it('answers unknown API paths with a JSON 404, never the app', async () => {
    const res = await get('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not found', code: 'not_found' });
  });

  it('sends security headers', async () => {
    const res = await get('/');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // Served over http (PUBLIC_URL defaults to http://localhost): no HSTS promise (security-headers.test.ts).
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

describe('app routes with parameters (routes.json patterns)', () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = await mkdtemp(path.join(tmpdir(), 'penwise-web-'));
    await mkdir(path.join(webDir, '404'), { recursive: true });
    await writeFile(path.join(webDir, 'index.html'), page('Home'));
    await writeFile(path.join(webDir, '404', 'index.html'), page('Missing'));
    await writeFile(path.join(webDir, '__spa-fallback.html'), page('App'));
    const routes = ['/', '/dashboard', '/documents', '/documents/:id', '/my-templates/:id'];
    await writeFile(path.join(webDir, 'routes.json'), JSON.stringify(routes));
    t = await buildTestApp('pglite', { WEB_DIR: webDir });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDir, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('answers a path matching a pattern with the app, one segment per parameter', async () => {
    for (const url of [
      '/documents/3f2a9c1e-0000-4000-8000-000000000000',
      '/documents/abc/',
      '/my-templates/new',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>App</title>');
    }
  });

  it('keeps exact matching for the other routes and answers anything else with the 404 page', async () => {
    expect((await get('/documents')).statusCode).toBe(200);
    expect((await get('/dashboard')).statusCode).toBe(200);
    for (const url of ['/documents/a/b', '/my-templates', '/documentsx/1', '/nowhere', '/dashboard/1']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<title>Missing</title>');
    }
  });
});
