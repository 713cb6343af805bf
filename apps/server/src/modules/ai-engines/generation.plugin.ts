import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createGenerationEventStore } from '../../adapters/events/index.ts';
import { createPgBossJobQueue } from '../../adapters/jobs/pg-boss-job-queue.ts';
import {
  createImageEngine,
  createSpeechEngine,
  createTextEngine,
  createTranscriptionEngine,
} from '../../adapters/ai/index.ts';
import type { ImageEngine } from '../../adapters/ai/image-engine.ts';
import type { SpeechEngine } from '../../adapters/ai/speech-engine.ts';
import type { TextEngine } from '../../adapters/ai/text-engine.ts';
import type { TranscriptionEngine } from '../../adapters/ai/transcription-engine.ts';
import type { CreditsService } from '../credits/credits.service.ts';
import { subscriptionsRepository } from '../billing/subscriptions.repository.ts';
import { createHistoryService } from '../history/history.service.ts';
import { historyRoutes } from '../history/history.routes.ts';
import { createImageGenerationService } from '../image-generation/image-generation.service.ts';
import { imageGenerationRoutes } from '../image-generation/image-generation.routes.ts';
import type { MediaService } from '../media/media.service.ts';
import { createGenerationWatch } from '../generations/generation-watch.service.ts';
import { generationsPlugin } from '../generations/generations.plugin.ts';
import { createPaidGenerations } from '../generations/paid-generations.service.ts';
import { createGenerationWorker } from '../generations/generation-worker.ts';
import { createTextGenerationService } from '../text-generation/text-generation.service.ts';
import { textGenerationRoutes } from '../text-generation/text-generation.routes.ts';
import { createTranscriptionService } from '../transcription/transcription.service.ts';
import { transcriptionRoutes } from '../transcription/transcription.routes.ts';
import { createVoiceoverService } from '../voiceover/voiceover.service.ts';
import { voiceoverRoutes } from '../voiceover/voiceover.routes.ts';
import type { Metrics } from '../../lib/metrics.ts';
import { countedEngines } from './counted-engines.ts';
import { createMediaSlots } from './media-slots.ts';
import { enginesRoutes } from './engines.routes.ts';

/** Engines tests may swap for fakes; the configured ones otherwise. */
export interface EngineOverrides {
  textEngine?: TextEngine | undefined;
  imageEngine?: ImageEngine | undefined;
  speechEngine?: SpeechEngine | undefined;
  transcriptionEngine?: TranscriptionEngine | undefined;
}

export interface GenerationOptions {
  config: Config;
  database: Database;
  credits: CreditsService;
  media: MediaService;
  engines: EngineOverrides;
  metrics: Metrics;
}

/** Every paid AI call (text, image, voiceover, transcription), the history they record into, and /ai/engines. */
export async function generationPlugin(app: FastifyInstance, options: GenerationOptions) {
  const { config, database, credits, media, metrics } = options;
  const { db } = database;
  const engines = countedEngines(metrics, {
    text: options.engines.textEngine ?? createTextEngine(config),
    image: options.engines.imageEngine ?? createImageEngine(config),
    speech: options.engines.speechEngine ?? createSpeechEngine(config),
    transcription: options.engines.transcriptionEngine ?? createTranscriptionEngine(config),
  });
  const perMinute = config.AI_RATE_LIMIT;
  // This server's name in the heartbeat table: its running generations are ended by another if it dies.
  const instanceId = randomUUID();
  const events = createGenerationEventStore({
    redisUrl: config.REDIS_URL,
    onError: (error) => {
      app.log.warn({ err: error }, 'generation event store: Redis connection error');
    },
  });
  const queue = createPgBossJobQueue(database, (error) => {
    app.log.warn({ err: error }, 'job queue error');
  });
  const generations = createPaidGenerations({
    db,
    events,
    queue,
    instanceId,
    media,
    log: app.log,
    onEnded: (entry) => {
      metrics.generation(entry.type, entry.engine, entry.credits);
    },
  });
  // Embedded: this is the only server, and it queues every generation itself (woken at once); the
  // poll only finds what a restart left. Shared PostgreSQL: HTTP-only servers queue for this one.
  const worker = createGenerationWorker({
    queue,
    generations,
    capacity: config.WORKERS,
    pollMs: database.engine === 'pglite' ? 5000 : 500,
    log: app.log,
  });
  const watch = createGenerationWatch({ generations, events });
  await app.register(generationsPlugin, {
    ...{ database, instanceId, generations, watch, events, media, queue },
    worker: config.WORKERS > 0 ? worker : undefined,
    silentAfterSeconds: config.INSTANCE_TIMEOUT,
  });
  const common = { generations, worker, log: app.log };
  // One cap shared by images, voiceovers and transcriptions: each holds memory and a provider connection.
  const slots = createMediaSlots({
    total: config.MEDIA_MAX_CONCURRENT,
    perUser: config.MEDIA_MAX_PER_USER,
  });
  const history = createHistoryService(db, media);
  await app.register(historyRoutes, { history });

  const textGeneration = createTextGenerationService({
    ...common,
    engine: engines.text,
    maxTokens: config.AI_TEXT_MAX_TOKENS,
    activePlan: async (userId) => (await subscriptionsRepository(db).findActive(userId))?.plan,
    timeoutMs: config.AI_TIMEOUT * 1000,
  });
  await app.register(textGenerationRoutes, { textGeneration, watch, perMinute });

  const subscriptions = subscriptionsRepository(db);
  const images = createImageGenerationService({
    ...common,
    credits,
    media,
    engine: engines.image,
    slots,
    activePlan: async (userId) => (await subscriptions.findActive(userId))?.plan,
  });
  await app.register(imageGenerationRoutes, { images, perMinute });

  app.addHook('onClose', async () => engines.speech.close?.());
  const voiceover = createVoiceoverService({
    ...common,
    media,
    engine: engines.speech,
    slots,
  });
  await app.register(voiceoverRoutes, { voiceover, perMinute });

  const transcription = createTranscriptionService({
    ...common,
    credits,
    media,
    engine: engines.transcription,
    slots,
  });
  await app.register(transcriptionRoutes, { transcription, perMinute });
  // Users only read that transcription is not available here; how to enable it is the operator's business.
  if (engines.transcription.unavailable) app.log.warn(engines.transcription.unavailable);

  await app.register(enginesRoutes, {
    engines: () => ({
      text: textGeneration.engineName,
      image: images.engineName,
      speech: voiceover.engineName,
      transcription: transcription.engineName(),
    }),
  });
}
