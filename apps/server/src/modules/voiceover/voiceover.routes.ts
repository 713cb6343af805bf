import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths, GenerationStartedAnswer, SpeechAnswer, SpeechBody } from '@penwise/contract';
import { answerStarted } from '../generations/respond-async.ts';
import type { VoiceoverService } from './voiceover.service.ts';

/** POST /api/ai/tts: `{ success: { mp3_url, duration } }`, the MP3 stored by us (202 with `Prefer: respond-async`). */
export async function voiceoverRoutes(
  app: FastifyInstance,
  { voiceover, perMinute }: { voiceover: VoiceoverService; perMinute: number },
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    apiPaths.ai.tts,
    {
      schema: { body: SpeechBody, response: { 200: SpeechAnswer, 202: GenerationStartedAnswer } },
      preHandler: app.authenticate,
      config: { rateLimit: { max: perMinute, timeWindow: '1 minute' } },
    },
    async (req, reply) => answerStarted(req, reply, await voiceover.start(req.user.id, req.body)),
  );
}
