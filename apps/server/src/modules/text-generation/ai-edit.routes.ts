import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AiEditBody, apiPaths } from '@penwise/contract';
import { streamEvents } from '../../lib/sse-response.ts';
import type { GenerationWatch } from '../generations/generation-watch.service.ts';
import { earlyRateLimit } from '../rate-limits/early-rate-limit.ts';
import type { TextGenerationService } from './text-generation.service.ts';

/** POST /api/ai/edit: an editor command on a selection, streamed like /api/ai/text/stream (resumable, stoppable). */
export async function aiEditRoutes(
  app: FastifyInstance,
  deps: {
    textGeneration: Pick<TextGenerationService, 'startEdit'>;
    watch: GenerationWatch;
    perMinute: number;
  },
) {
  const { textGeneration, watch, perMinute } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  // The same per-IP ceiling as the text calls (each holds an engine connection as long), counted
  // while the session is read.
  const limit = earlyRateLimit(app, {
    method: 'POST',
    url: apiPaths.ai.edit,
    max: perMinute,
    timeWindow: '1 minute',
  });

  api.post(
    apiPaths.ai.edit,
    { onRequest: limit.onRequest, schema: { body: AiEditBody } },
    async (req, reply) => {
      await limit.alongside(req, app.authenticate(req));
      // 400/402 answer as JSON: nothing has started yet.
      const { record } = await textGeneration.startEdit({ userId: req.user.id, body: req.body });
      return streamEvents(reply, (signal) => watch.started(record, signal));
    },
  );
}
