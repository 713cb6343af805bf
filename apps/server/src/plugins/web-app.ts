import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import path from 'node:path';
import { readWebBuild, type Page } from './web-build.ts';
import { seoFilesRoutes } from './seo-files.ts';

export { pageCsp } from './web-build.ts';

function pathnameOf(url: string): string | undefined {
  try {
    return decodeURIComponent(url.split('?')[0] ?? '/');
  } catch {
    return undefined;
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether the app answers a path: exactly one of routes.json, or one of its patterns, where each ':param'
 * segment stands for one non-empty segment ('/documents/:id' answers '/documents/3f2a…', not '/documents/a/b').
 */
export function appRouteMatcher(routes: Set<string>): (path: string) => boolean {
  const patterns = [...routes]
    .filter((route) => route.split('/').some((segment) => segment.startsWith(':')))
    .map(
      (route) =>
        new RegExp(
          `^${route
            .split('/')
            .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)))
            .join('/')}$`,
        ),
    );
  return (path) => routes.has(path) || patterns.some((pattern) => pattern.test(path));
}

async function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page, status = 200) {
  reply
    .status(status)
    .header('content-security-policy', page.csp)
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .type('text/html; charset=utf-8');
  const accepted = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(await page.br());
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(await page.gzip());
  return reply.send(page.html);
}

/**
 * Serves the built web app: hashed assets cached for a year, prerendered pages, the SPA fallback for
 * app routes, the 404 page (with a 404 status) for anything else, robots.txt and sitemap.xml.
 */
export async function webAppPlugin(app: FastifyInstance, options: { webDir: string; publicUrl: string }) {
  // The build never changes while we run: read it once, and serve only what it holds.
  const build = await readWebBuild(options.webDir, options.publicUrl);
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ error: 'Not found', code: 'not_found' }),
  );
  if (build) {
    await app.register(fastifyStatic, {
      root: options.webDir,
      serve: false,
      // build-tools/precompress.ts wrote a .br and .gz beside each text asset.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
      },
    });
    await app.register(seoFilesRoutes, { pages: build.pages, publicUrl: options.publicUrl });
  }
  const fallback = build?.pages.get('/__spa-fallback.html') ?? build?.pages.get('/');
  const notFound = build?.pages.get('/404');
  const isAppRoute = build?.appRoutes ? appRouteMatcher(build.appRoutes) : () => true;

  app.get('/*', (request, reply) => {
    const url = pathnameOf(request.url);
    if (url === undefined || url.startsWith('/api/')) return reply.callNotFound();
    if (!build)
      return reply.status(404).type('text/plain').send('The web app is not built: run npm run build.');
    if (build.files.has(url) && !url.endsWith('.html')) return reply.sendFile(url.slice(1));
    // A missing asset is a 404, not the app's HTML under a .js name.
    if (path.extname(url) && !build.pages.has(url)) return reply.callNotFound();
    const route = url.length > 1 ? url.replace(/\/+$/, '') : url;
    const page = build.pages.get(route);
    if (page && route !== '/404') return sendPage(request, reply, page);
    const known = isAppRoute(route);
    if (!known && notFound) return sendPage(request, reply, notFound, 404);
    if (!fallback) return reply.callNotFound();
    return sendPage(request, reply, fallback, known ? 200 : 404);
  });
}
