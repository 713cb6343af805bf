import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths, SpeechAnswer, SpeechBody } from '@penwise/contract';
import { clientGone } from '../../lib/client-gone.ts';
import type { VoiceoverService } from './voiceover.service.ts';

/** POST /api/ai/tts: `{ success: { mp3_url, duration } }`, the MP3 stored by us. */
export async function voiceoverRoutes(
  app: FastifyInstance,
  { voiceover, perMinute }: { voiceover: VoiceoverService; perMinute: number },
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    apiPaths.ai.tts,
    {
      schema: { body: SpeechBody, response: { 200: SpeechAnswer } },
      preHandler: app.authenticate,
      config: { rateLimit: { max: perMinute, timeWindow: '1 minute' } },
    },
    async (req, reply) => ({ success: await voiceover.generate(req.user.id, req.body, clientGone(reply)) }),
  );
}
