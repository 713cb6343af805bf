import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths, EnginesAnswer } from '@penwise/contract';

type Engines = EnginesAnswer['success'];

/** GET /api/ai/engines: which engine serves each modality, so the web app can mark demo output. */
export async function enginesRoutes(app: FastifyInstance, { engines }: { engines: () => Engines }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(apiPaths.ai.engines, { schema: { response: { 200: EnginesAnswer } } }, () => ({
      success: engines(),
    }));
}
