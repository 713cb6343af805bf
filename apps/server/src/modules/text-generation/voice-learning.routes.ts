import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths, LearnVoiceAnswer, LearnVoiceBody } from '@penwise/contract';
import { earlyRateLimit } from '../rate-limits/early-rate-limit.ts';
import type { VoiceLearningService } from './voice-learning.service.ts';

/** POST /api/brand-voices/learn: a voice's fields drafted from samples, answered when the generation ends. */
export async function voiceLearningRoutes(
  app: FastifyInstance,
  deps: { voiceLearning: VoiceLearningService; perMinute: number },
) {
  const { voiceLearning, perMinute } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  // A paid engine call like the text calls: the same per-IP ceiling, counted while the session is read.
  const limit = earlyRateLimit(app, {
    method: 'POST',
    url: apiPaths.brandVoices.learn,
    max: perMinute,
    timeWindow: '1 minute',
  });

  api.post(
    apiPaths.brandVoices.learn,
    { onRequest: limit.onRequest, schema: { body: LearnVoiceBody, response: { 200: LearnVoiceAnswer } } },
    async (req) => {
      await limit.alongside(req, app.authenticate(req));
      return { success: await voiceLearning.learn(req.user.id, req.body.samples) };
    },
  );
}
