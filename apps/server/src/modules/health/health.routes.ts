import type { FastifyInstance } from 'fastify';
import { apiPaths, errorTexts } from '@penwise/contract';
import type { Database } from '../../db/client.ts';

/** GET /api/healthz: 200 when the database answers, 503 otherwise (for load balancers). */
export async function healthRoutes(app: FastifyInstance, { database }: { database: Database }) {
  app.get(apiPaths.healthz, async (req, reply) => {
    try {
      await database.ping();
      return { success: { status: 'ok', database: database.engine } };
    } catch (err) {
      req.log.warn({ reason: (err as Error).message }, 'health check: database unreachable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ error: errorTexts.databaseUnavailable, code: 'database_unavailable' });
    }
  });
}
