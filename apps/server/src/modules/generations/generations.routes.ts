import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths, GenerationAnswer, GenerationParams } from '@penwise/contract';
import { streamEvents } from '../../lib/sse-response.ts';
import type { GenerationWatch } from './generation-watch.service.ts';

// An event id is a small counter; anything else means "from the start".
const LastEventId = z.coerce.number().int().min(0).max(1_000_000_000).catch(0);

/** GET /api/ai/generations/:id, GET …/:id/events (SSE, resumable), POST …/:id/stop. Owner only (404). */
export async function generationsRoutes(app: FastifyInstance, { watch }: { watch: GenerationWatch }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const options = { preHandler: app.authenticate };

  api.get(
    apiPaths.ai.generation(':id'),
    { ...options, schema: { params: GenerationParams, response: { 200: GenerationAnswer } } },
    async (req) => ({ success: await watch.get(req.user.id, req.params.id) }),
  );

  api.get(
    apiPaths.ai.generationEvents(':id'),
    { ...options, schema: { params: GenerationParams } },
    async (req, reply) => {
      const afterId = LastEventId.parse(req.headers['last-event-id'] ?? 0);
      return streamEvents(reply, (signal) => watch.follow(req.user.id, req.params.id, afterId, signal));
    },
  );

  api.post(
    apiPaths.ai.generationStop(':id'),
    { ...options, schema: { params: GenerationParams, response: { 200: GenerationAnswer } } },
    async (req) => ({ success: await watch.stop(req.user.id, req.params.id) }),
  );
}
