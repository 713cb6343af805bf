import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths, TextAnswer, TextGenerationBody } from '@penwise/contract';
import { streamEvents } from '../../lib/sse-response.ts';
import type { GenerationWatch } from '../generations/generation-watch.service.ts';
import { aiEditRoutes } from './ai-edit.routes.ts';
import type { TextGenerationService } from './text-generation.service.ts';

/**
 * POST /api/ai/text and POST /api/ai/text/stream (SSE: the generation's id, deltas, then final or error),
 * and the editor's commands (POST /api/ai/edit), which are text generations streamed the same way.
 */
export async function textGenerationRoutes(
  app: FastifyInstance,
  deps: { textGeneration: TextGenerationService; watch: GenerationWatch; perMinute: number },
) {
  const { textGeneration, watch, perMinute } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Each call holds an engine connection for up to a minute: a per-IP ceiling keeps one client from hogging them.
  const options = {
    preHandler: app.authenticate,
    config: { rateLimit: { max: perMinute, timeWindow: '1 minute' } },
  };

  api.post(
    apiPaths.ai.text,
    { ...options, schema: { body: TextGenerationBody, response: { 200: TextAnswer } } },
    async (req) => {
      const { done } = await textGeneration.start({ userId: req.user.id, body: req.body });
      const outcome = await done();
      if (!outcome.ok) throw outcome.error;
      return { success: outcome.text.text };
    },
  );

  api.post(
    apiPaths.ai.textStream,
    { ...options, schema: { body: TextGenerationBody } },
    async (req, reply) => {
      // 400/402/403 answer as JSON: nothing has started yet.
      const { record } = await textGeneration.start({ userId: req.user.id, body: req.body });
      return streamEvents(reply, (signal) => watch.started(record, signal));
    },
  );

  await app.register(aiEditRoutes, deps);
}
