import type { FastifyInstance } from 'fastify';
import type { Page } from './web-build.ts';

/** Pages search engines may list: prerendered, not asking for noindex, not the fallback or the 404. */
export function indexableRoutes(pages: Map<string, Page>): string[] {
  return [...pages.entries()]
    .filter(([route, page]) => !route.endsWith('.html') && route !== '/404' && !page.noindex)
    .map(([route]) => route)
    .sort();
}

/** robots.txt and sitemap.xml, built from the prerendered public pages and PUBLIC_URL. */
export async function seoFilesRoutes(
  app: FastifyInstance,
  { pages, publicUrl }: { pages: Map<string, Page>; publicUrl: string },
) {
  const routes = indexableRoutes(pages);
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...routes.map((route) => `  <url><loc>${publicUrl}${route === '/' ? '/' : route}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
  // The API and the signed-in app are not for search engines; the public pages are all in the sitemap.
  const robots = [
    'User-agent: *',
    'Disallow: /api/',
    'Allow: /',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');

  app.get('/robots.txt', (_req, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  );
  app.get('/sitemap.xml', (_req, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemap),
  );
}
