import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiPaths,
  GenerationStartedAnswer,
  ImageAnswer,
  ImageBody,
  ImageSizesAnswer,
} from '@penwise/contract';
import { answerStarted } from '../generations/respond-async.ts';
import type { ImageGenerationService } from './image-generation.service.ts';

/**
 * POST /api/ai/image: `{ success: { image_url } }`, the picture stored by us (202 `{ success: { id } }`
 * with `Prefer: respond-async`); GET the allowed sizes.
 */
export async function imageGenerationRoutes(
  app: FastifyInstance,
  { images, perMinute }: { images: ImageGenerationService; perMinute: number },
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    apiPaths.ai.image,
    {
      schema: { body: ImageBody, response: { 200: ImageAnswer, 202: GenerationStartedAnswer } },
      preHandler: app.authenticate,
      config: { rateLimit: { max: perMinute, timeWindow: '1 minute' } },
    },
    async (req, reply) => answerStarted(req, reply, await images.start(req.user.id, req.body)),
  );

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      apiPaths.ai.imageSizes,
      { schema: { response: { 200: ImageSizesAnswer } }, preHandler: app.authenticate },
      async (req) => ({ success: await images.sizes(req.user.id) }),
    );
}
