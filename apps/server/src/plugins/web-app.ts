import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

interface Page {
  html: string;
  csp: string;
}

const inlineScript = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** The page's CSP: only our own origin, plus the exact inline scripts React Router wrote into it. */
export function pageCsp(html: string): string {
  const hashes = [...html.matchAll(inlineScript)]
    .map((match) => match[1] ?? '')
    .filter((body) => body.length > 0)
    .map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  return [
    "default-src 'self'",
    `script-src 'self' ${[...new Set(hashes)].join(' ')}`.trim(),
    // Mantine sets inline style attributes and injects CSS variables at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "media-src 'self' blob: data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

async function listFiles(dir: string, base = dir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? listFiles(full, base) : Promise.resolve([path.relative(base, full)]);
    }),
  );
  return nested.flat();
}

/** `login/index.html` → `/login`; `index.html` → `/`. */
function routeOf(file: string): string {
  const route = `/${file.split(path.sep).join('/')}`.replace(/\/?index\.html$/, '');
  return route || '/';
}

function pathnameOf(url: string): string | undefined {
  try {
    return decodeURIComponent(url.split('?')[0] ?? '/');
  } catch {
    return undefined;
  }
}

/** Serves the built web app: hashed assets cached for a year, prerendered pages, SPA fallback for the rest. */
export async function webAppPlugin(app: FastifyInstance, { webDir }: { webDir: string }) {
  const pages = new Map<string, Page>();
  // The build never changes while we run: list it once, and serve only what the list holds.
  const files = new Set<string>();
  const hasBuild = existsSync(path.join(webDir, 'index.html'));
  if (hasBuild) {
    for (const file of await listFiles(webDir)) {
      const urlPath = `/${file.split(path.sep).join('/')}`;
      files.add(urlPath);
      if (!file.endsWith('.html')) continue;
      const html = await readFile(path.join(webDir, file), 'utf8');
      pages.set(file.endsWith('index.html') ? routeOf(file) : urlPath, { html, csp: pageCsp(html) });
    }
    await app.register(fastifyStatic, {
      root: webDir,
      serve: false,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
      },
    });
  }
  const fallback = pages.get('/__spa-fallback.html') ?? pages.get('/');

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ error: 'Not found', code: 'not_found' }),
  );

  app.get('/*', (request, reply) => {
    const url = pathnameOf(request.url);
    if (url === undefined || url.startsWith('/api/')) return reply.callNotFound();
    if (!hasBuild)
      return reply.status(404).type('text/plain').send('The web app is not built: run npm run build.');
    if (files.has(url) && !url.endsWith('.html')) return reply.sendFile(url.slice(1));
    // A missing asset is a 404, not the app's HTML under a .js name.
    if (path.extname(url) && !pages.has(url)) return reply.callNotFound();
    const route = url.length > 1 ? url.replace(/\/+$/, '') : url;
    const page = pages.get(route) ?? fallback;
    if (!page) return reply.callNotFound();
    return reply
      .header('content-security-policy', page.csp)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(page.html);
  });
}
