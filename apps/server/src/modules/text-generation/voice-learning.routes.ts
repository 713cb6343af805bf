import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths, LearnVoiceAnswer, LearnVoiceBody } from '@penwise/contract';
import type { VoiceLearningService } from './voice-learning.service.ts';

/** POST /api/brand-voices/learn: a voice's fields drafted from samples, answered when the generation ends. */
export async function voiceLearningRoutes(
  app: FastifyInstance,
  deps: { voiceLearning: VoiceLearningService; perMinute: number },
) {
  const { voiceLearning, perMinute } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    apiPaths.brandVoices.learn,
    {
      preHandler: app.authenticate,
      // A paid engine call like the text calls: the same per-IP ceiling.
      config: { rateLimit: { max: perMinute, timeWindow: '1 minute' } },
      schema: { body: LearnVoiceBody, response: { 200: LearnVoiceAnswer } },
    },
    async (req) => ({ success: await voiceLearning.learn(req.user.id, req.body.samples) }),
  );
}
