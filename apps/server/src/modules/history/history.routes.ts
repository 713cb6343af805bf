import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiPaths,
  DeleteHistoryAnswer,
  DeleteHistoryBody,
  HistoryAnswer,
  ShowHistoryBody,
} from '@penwise/contract';
import { AppError } from '../../errors.ts';
import { compiledSerializer } from '../../lib/compiled-serializer.ts';
import { sendJsonText } from '../../lib/json-text-reply.ts';
import type { HistoryService } from './history.service.ts';

/** POST /api/plans/show-history: the user's generations, newest first; and deleting one. */
export async function historyRoutes(app: FastifyInstance, { history }: { history: HistoryService }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    apiPaths.plans.showHistory,
    {
      schema: { body: ShowHistoryBody.nullish(), response: { 200: HistoryAnswer } },
      serializerCompiler: compiledSerializer,
    },
    // One statement reads the session and writes the answer's JSON: nothing to decode or serialise here.
    async (req, reply) => {
      const page = history.pageOf(req.body ?? {});
      const answer = await app.authenticateReading(req, history.sessionAnswer(page));
      if (answer !== null) return sendJsonText(reply, answer);
      return { success: await history.list(req.user.id, page) };
    },
  );

  typed.post(
    apiPaths.plans.deleteHistory,
    {
      schema: { body: DeleteHistoryBody, response: { 200: DeleteHistoryAnswer } },
      preHandler: app.authenticate,
    },
    async (req) => {
      // Someone else's item answers exactly like a missing one: ids are not confirmed to strangers.
      if (!(await history.remove(req.user.id, req.body.id))) {
        throw new AppError('not_found', 404, 'This item is not in your history.');
      }
      return { success: { id: req.body.id } };
    },
  );
}
