import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiPaths,
  TextAnswer,
  TextGenerationBody,
  textStreamEvents,
  type TextStreamFinal,
} from '@penwise/contract';
import { AppError, errorAnswerOf } from '../../errors.ts';
import type { TextGenerationService } from './text-generation.service.ts';
import { deltaThrottle } from './delta-throttle.ts';
import { clientGone } from '../../lib/client-gone.ts';
import { lazySseResponse } from './sse-response.ts';

// Deltas closer together than one screen frame go out as one event.
const deltaIntervalMs = 16;

/** POST /api/ai/text, POST /api/ai/text/stream (SSE) and GET /api/ai/engines. */
export async function textGenerationRoutes(
  app: FastifyInstance,
  { textGeneration, perMinute }: { textGeneration: TextGenerationService; perMinute: number },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Each call holds an engine connection for up to a minute: a per-IP ceiling keeps one client from hogging them.
  const options = {
    preHandler: app.authenticate,
    config: { rateLimit: { max: perMinute, timeWindow: '1 minute' } },
  };

  api.post(
    apiPaths.ai.text,
    { ...options, schema: { body: TextGenerationBody, response: { 200: TextAnswer } } },
    async (req, reply) => {
      const signal = clientGone(reply);
      const result = await textGeneration.generate({ userId: req.user.id, body: req.body, signal });
      return { success: result.text };
    },
  );

  api.post(
    apiPaths.ai.textStream,
    { ...options, schema: { body: TextGenerationBody } },
    async (req, reply) => {
      const stream = lazySseResponse(reply);
      const deltas = deltaThrottle((text) => {
        stream.send(textStreamEvents.delta, { text });
      }, deltaIntervalMs);
      try {
        const result = await textGeneration.generate({
          userId: req.user.id,
          body: req.body,
          signal: clientGone(reply),
          onDelta: deltas.push,
          delivered: deltas.sent,
        });
        if (result.cancelled) deltas.cancel();
        else deltas.flush();
        if (!result.cancelled) {
          const final: TextStreamFinal = {
            text: result.text,
            words: result.words,
            tokens: result.tokens,
            credits: result.credits,
            historyId: result.historyId,
            ...(result.shortened && { shortened: true }),
          };
          stream.send(textStreamEvents.final, final);
        }
      } catch (error) {
        deltas.cancel();
        if (!stream.started) throw error;
        const { body } = errorAnswerOf(error);
        if (!(error instanceof AppError)) req.log.error({ err: error }, 'text stream failed');
        stream.send(textStreamEvents.error, body);
      }
      stream.end();
      return reply;
    },
  );
}
