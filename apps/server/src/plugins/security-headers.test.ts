import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

const routeClasses = {
  'HTML page': '/',
  'API answer': '/api/healthz',
  'API error': '/api/nope',
  'media (missing)': '/api/media/00000000-0000-4000-8000-000000000000',
  asset: '/assets/entry-abc.js',
};

describe.each([
  ['http', 'http://localhost:3000', false],
  ['https', 'https://penwise.example', true],
])('security headers when PUBLIC_URL is %s', (_scheme, publicUrl, hsts) => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = await mkdtemp(path.join(tmpdir(), 'penwise-headers-'));
    await mkdir(path.join(webDir, 'assets'), { recursive: true });
    await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>Home</title>');
    await writeFile(path.join(webDir, '__spa-fallback.html'), '<!doctype html><title>App</title>');
    await writeFile(path.join(webDir, 'assets', 'entry-abc.js'), 'console.log(1)');
    t = await buildTestApp('pglite', { WEB_DIR: webDir, PUBLIC_URL: publicUrl });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it.each(Object.entries(routeClasses))('%s', async (_name, url) => {
    const { headers } = await t.app.inject({ method: 'GET', url });
    const csp = String(headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toMatch(/base-uri '(none|self)'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
    if (hsts) expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    else expect(headers['strict-transport-security']).toBeUndefined();
  });
});
