import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths, GenerationStartedAnswer, TranscriptionAnswer, uploadLimits } from '@penwise/contract';
import { AppError } from '../../errors.ts';
import { answerStarted } from '../generations/respond-async.ts';
import { receiveAudioUpload, tooLarge } from './audio-upload.ts';
import type { TranscriptionService } from './transcription.service.ts';

// Room for the multipart envelope and the json field around a file of exactly 25MB.
const envelopeBytes = 128 * 1024;

/** Stops reading a body we have refused: the rest of a 25MB upload is not worth receiving. */
function closeAfterReply(reply: FastifyReply) {
  reply.header('connection', 'close');
}

/** Clients without a header session send the login identity as the multipart `json` field, serialised. */
function parsedIdentity(json: string | undefined): unknown {
  try {
    return json ? JSON.parse(json) : undefined;
  } catch {
    return undefined;
  }
}

/** Refusals before or during the upload close the connection: the rest of the body is not read. */
async function closingOnRefusal<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    closeAfterReply(reply);
    throw error;
  }
}

/**
 * POST /api/ai/transcribe: multipart file + json identity → `{ success: { transcription } }`.
 * Nothing is read, parsed or measured before the user is known and holds the cost of one second: a
 * header session is checked before the body; a client's `json` identity must come before the
 * `file` part and is checked before the file is read.
 */
export async function transcriptionRoutes(
  app: FastifyInstance,
  { transcription, perMinute }: { transcription: TranscriptionService; perMinute: number },
) {
  // Registered here only: no other route accepts multipart bodies.
  await app.register(fastifyMultipart);
  app.withTypeProvider<ZodTypeProvider>().post(
    apiPaths.ai.transcribe,
    {
      schema: { response: { 200: TranscriptionAnswer, 202: GenerationStartedAnswer } },
      config: { rateLimit: { max: perMinute, timeWindow: '1 minute' } },
      onRequest: async (req, reply) => {
        // A declared size already over the limit is refused before one byte of the body is read.
        if (Number(req.headers['content-length'] ?? 0) > uploadLimits.maxBytes + envelopeBytes) {
          closeAfterReply(reply);
          throw tooLarge();
        }
      },
      preHandler: (req, reply) =>
        closingOnRefusal(reply, async () => {
          transcription.ensureAvailable();
          if (req.headers.authorization) {
            await app.authenticate(req);
            await transcription.ensureCanPay(req.user.id);
          }
          if (!req.isMultipart())
            throw new AppError('unsupported_media_type', 415, 'Send the audio as multipart/form-data.');
        }),
    },
    async (req, reply) => {
      const audio = await closingOnRefusal(reply, () =>
        receiveAudioUpload(req, async (json) => {
          // Header sessions were checked before the body; without one the identity must precede the file.
          if (req.headers.authorization) return;
          await app.authenticateIdentity(req, parsedIdentity(json));
          await transcription.ensureCanPay(req.user.id);
        }),
      );
      // The upload's temporary file lives until the generation ends: it may outlive this request.
      return answerStarted(req, reply, await transcription.start(req.user.id, audio));
    },
  );
}
