import type { FastifyInstance } from 'fastify';
import type { TranscriptionEngine } from '../../adapters/ai/transcription-engine.ts';
import type { JobQueue } from '../../adapters/jobs/job-queue.ts';
import type { Database } from '../../db/client.ts';
import type { GenerationWatch } from '../generations/generation-watch.service.ts';
import type { GenerationWorker } from '../generations/generation-worker.ts';
import { generationsPlugin } from '../generations/generations.plugin.ts';
import type { PaidGenerations } from '../generations/paid-generations.service.ts';
import { historyRoutes } from '../history/history.routes.ts';
import type { HistoryService } from '../history/history.service.ts';
import { imageGenerationRoutes } from '../image-generation/image-generation.routes.ts';
import type { ImageGenerationService } from '../image-generation/image-generation.service.ts';
import type { MediaService } from '../media/media.service.ts';
import { textGenerationRoutes } from '../text-generation/text-generation.routes.ts';
import type { TextGenerationService } from '../text-generation/text-generation.service.ts';
import { transcriptionRoutes } from '../transcription/transcription.routes.ts';
import type { TranscriptionService } from '../transcription/transcription.service.ts';
import { voiceoverRoutes } from '../voiceover/voiceover.routes.ts';
import type { VoiceoverService } from '../voiceover/voiceover.service.ts';
import { enginesRoutes } from './engines.routes.ts';

/** The generation services the routes and lifecycle hooks use (built by the composition root). */
export interface GenerationRouteServices {
  engines: { transcription: Pick<TranscriptionEngine, 'unavailable'> };
  queue: JobQueue;
  instanceId: string;
  generations: PaidGenerations;
  worker: GenerationWorker;
  watch: GenerationWatch;
  history: HistoryService;
  text: TextGenerationService;
  images: ImageGenerationService;
  voiceover: VoiceoverService;
  transcription: TranscriptionService;
}

export interface GenerationOptions {
  services: GenerationRouteServices;
  database: Database;
  media: Pick<MediaService, 'remove'>;
  /** AI_RATE_LIMIT: paid AI calls a minute per IP. */
  perMinute: number;
  /** Whether this server takes generations from the queue (WORKERS > 0), or only serves HTTP. */
  runsWorkers: boolean;
  /** INSTANCE_TIMEOUT: seconds without a heartbeat after which a server counts as gone. */
  silentAfterSeconds: number;
}

/** Every paid AI call's routes (text, image, voiceover, transcription), the history they record into, and /ai/engines. */
export async function generationPlugin(app: FastifyInstance, options: GenerationOptions) {
  const { services, perMinute } = options;
  const { text, images, voiceover, transcription } = services;
  await app.register(generationsPlugin, {
    database: options.database,
    media: options.media,
    instanceId: services.instanceId,
    generations: services.generations,
    watch: services.watch,
    queue: services.queue,
    worker: options.runsWorkers ? services.worker : undefined,
    silentAfterSeconds: options.silentAfterSeconds,
  });
  await app.register(historyRoutes, { history: services.history });
  await app.register(textGenerationRoutes, { textGeneration: text, watch: services.watch, perMinute });
  await app.register(imageGenerationRoutes, { images, perMinute });
  await app.register(voiceoverRoutes, { voiceover, perMinute });
  await app.register(transcriptionRoutes, { transcription, perMinute });
  // Users only read that transcription is not available here; how to enable it is the operator's business.
  const unavailable = services.engines.transcription.unavailable;
  if (unavailable) app.log.warn(unavailable);

  await app.register(enginesRoutes, {
    engines: () => ({
      text: text.engineName,
      image: images.engineName,
      speech: voiceover.engineName,
      transcription: transcription.engineName(),
    }),
  });
}
