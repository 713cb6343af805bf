import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths, SiteInfoAnswer, type SiteInfo } from '@penwise/contract';

/** GET /api/site: the operator's public details, so a prebuilt web app shows this server's values. */
export async function siteRoutes(app: FastifyInstance, { site }: { site: SiteInfo }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    apiPaths.site,
    {
      schema: { response: { 200: SiteInfoAnswer } },
      // Configuration only changes on restart; a minute of caching spares every page view a call.
      onSend: async (_req, reply) => {
        reply.header('cache-control', 'public, max-age=60');
      },
    },
    () => ({ success: site }),
  );
}
