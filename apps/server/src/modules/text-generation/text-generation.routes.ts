import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths, TextAnswer, TextGenerationBody } from '@penwise/contract';
import { streamEvents } from '../../lib/sse-response.ts';
import type { GenerationWatch } from '../generations/generation-watch.service.ts';
import { earlyRateLimit } from '../rate-limits/early-rate-limit.ts';
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
  // Each call holds an engine connection for up to a minute: a per-IP ceiling keeps one client from
  // hogging them. It is counted while the session (and the plan, which decides who pays) is read.
  const limited = (url: string) =>
    earlyRateLimit(app, { method: 'POST', url, max: perMinute, timeWindow: '1 minute' });
  const signedIn = (limit: ReturnType<typeof limited>, req: FastifyRequest) =>
    limit.alongside(req, app.authenticateReading(req, textGeneration.payer));

  const text = limited(apiPaths.ai.text);
  api.post(
    apiPaths.ai.text,
    { onRequest: text.onRequest, schema: { body: TextGenerationBody, response: { 200: TextAnswer } } },
    async (req) => {
      const payer = await signedIn(text, req);
      const { done } = await textGeneration.start({ userId: req.user.id, body: req.body, payer });
      const outcome = await done();
      if (!outcome.ok) throw outcome.error;
      return { success: outcome.text.text };
    },
  );

  const stream = limited(apiPaths.ai.textStream);
  api.post(
    apiPaths.ai.textStream,
    { onRequest: stream.onRequest, schema: { body: TextGenerationBody } },
    async (req, reply) => {
      const payer = await signedIn(stream, req);
      // 400/402/403 answer as JSON: nothing has started yet.
      const { record } = await textGeneration.start({ userId: req.user.id, body: req.body, payer });
      return streamEvents(reply, (signal) => watch.started(record, signal));
    },
  );

  await app.register(aiEditRoutes, deps);
}
