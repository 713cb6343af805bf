import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths, HistoryAnswer, ShowHistoryBody } from '@penwise/contract';
import type { HistoryService } from './history.service.ts';

/** POST /api/plans/show-history (SPEC §7): the user's generations, newest first. */
export async function historyRoutes(app: FastifyInstance, { history }: { history: HistoryService }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    apiPaths.plans.showHistory,
    {
      schema: { body: ShowHistoryBody.nullish(), response: { 200: HistoryAnswer } },
      preHandler: app.authenticate,
    },
    async (req) => ({ success: await history.list(req.user.id, req.body ?? {}) }),
  );
}
