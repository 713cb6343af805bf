import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths, TranscriptionAnswer, uploadLimits } from '@penwise/contract';
import { AppError } from '../../errors.ts';
import { clientGone } from '../../lib/client-gone.ts';
import { receiveAudioUpload, tooLarge } from './audio-upload.ts';
import type { TranscriptionService } from './transcription.service.ts';

// Room for the multipart envelope and the json field around a file of exactly 25MB.
const envelopeBytes = 128 * 1024;

/** Stops reading a body we have refused: the rest of a 25MB upload is not worth receiving. */
function closeAfterReply(reply: FastifyReply) {
  reply.header('connection', 'close');
}

/** SPEC clients send the login identity as the multipart `json` field, serialised. */
function parsedIdentity(json: string | undefined): unknown {
  try {
    return json ? JSON.parse(json) : undefined;
  } catch {
    return undefined;
  }
}

/** POST /api/ai/transcribe (SPEC §7): multipart file + json identity → `{ success: { transcription } }`. */
export async function transcriptionRoutes(
  app: FastifyInstance,
  { transcription, perMinute }: { transcription: TranscriptionService; perMinute: number },
) {
  // Registered here only: no other route accepts multipart bodies.
  await app.register(fastifyMultipart);
  app.withTypeProvider<ZodTypeProvider>().post(
    apiPaths.ai.transcribe,
    {
      schema: { response: { 200: TranscriptionAnswer } },
      config: { rateLimit: { max: perMinute, timeWindow: '1 minute' } },
      onRequest: async (req, reply) => {
        // A declared size already over the limit is refused before one byte of the body is read.
        if (Number(req.headers['content-length'] ?? 0) > uploadLimits.maxBytes + envelopeBytes) {
          closeAfterReply(reply);
          throw tooLarge();
        }
      },
      preHandler: async (req, reply) => {
        transcription.ensureAvailable();
        if (req.headers.authorization) await app.authenticate(req);
        if (!req.isMultipart()) {
          closeAfterReply(reply);
          throw new AppError('unsupported_media_type', 415, 'Send the audio as multipart/form-data.');
        }
      },
    },
    async (req, reply) => {
      const audio = await receiveAudioUpload(req).catch((error: unknown) => {
        closeAfterReply(reply);
        throw error;
      });
      try {
        // Header sessions were checked before the upload; SPEC clients' identity arrives in the body.
        if (!req.headers.authorization) await app.authenticateIdentity(req, parsedIdentity(audio.json));
        return { success: await transcription.transcribe(req.user.id, audio, clientGone(reply)) };
      } finally {
        await audio.discard();
      }
    },
  );
}
