import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { CustomTemplate } from '@penwise/contract';
import { createEngines, type EngineOverrides } from '../adapters/ai/index.ts';
import { analyseSamples } from '../modules/brand-voices/voice-analysis.ts';
import { createGenerationEventStore } from '../adapters/events/index.ts';
import { createPgBossJobQueue } from '../adapters/jobs/pg-boss-job-queue.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Metrics } from '../lib/metrics.ts';
import { countedEngines } from '../modules/ai-engines/counted-engines.ts';
import { createMediaSlots } from '../modules/ai-engines/media-slots.ts';
import { subscriptionsRepository } from '../modules/billing/subscriptions.repository.ts';
import type { CreditsService } from '../modules/credits/credits.service.ts';
import { createGenerationWatch } from '../modules/generations/generation-watch.service.ts';
import { createGenerationWorker } from '../modules/generations/generation-worker.ts';
import { createPaidGenerations } from '../modules/generations/paid-generations.service.ts';
import { createHistoryService } from '../modules/history/history.service.ts';
import { createImageGenerationService } from '../modules/image-generation/image-generation.service.ts';
import type { MediaService } from '../modules/media/media.service.ts';
import { createTextGenerationService } from '../modules/text-generation/text-generation.service.ts';
import type { VoicePrompt } from '../modules/text-generation/text-prompt.ts';
import { createVoiceLearningService } from '../modules/text-generation/voice-learning.service.ts';
import { createTranscriptionService } from '../modules/transcription/transcription.service.ts';
import { createVoiceoverService } from '../modules/voiceover/voiceover.service.ts';

export interface GenerationServiceDeps {
  config: Config;
  database: Database;
  credits: CreditsService;
  media: MediaService;
  metrics: Metrics;
  /** Engines a test passes instead of the configured ones. */
  engines: EngineOverrides;
  /** What a text call looks up before anything is held: a brand voice's rules, a template of the user's own. */
  studio: {
    voicePrompt: (userId: string, voiceId: string) => Promise<VoicePrompt>;
    findTemplate: (userId: string, templateId: string) => Promise<CustomTemplate | undefined>;
  };
  log: FastifyBaseLogger;
}

/**
 * Every paid AI call (text, image, voiceover, transcription) and what they run on: the engines, the event
 * store, the job queue, the paid-generation command and this server's workers. Nothing is started here:
 * the queue, the workers and the heartbeat start with the app (`generations/generations.plugin.ts`).
 */
export async function createGenerationServices(deps: GenerationServiceDeps) {
  const { config, database, credits, media, metrics, log } = deps;
  const { db } = database;
  // The demo engine reads a voice from samples the way the voice check reads text.
  const engines = countedEngines(
    metrics,
    await createEngines(config, deps.engines, { readVoice: analyseSamples }),
  );
  // This server's name in the heartbeat table: its running generations are ended by another if it dies.
  const instanceId = randomUUID();
  const events = await createGenerationEventStore({
    redisUrl: config.REDIS_URL,
    onError: (error) => {
      log.warn({ err: error }, 'generation event store: Redis connection error');
    },
  });
  const queue = createPgBossJobQueue(database, (error) => {
    log.warn({ err: error }, 'job queue error');
  });
  const generations = createPaidGenerations({
    db,
    runBeforeCommit: database.runBeforeCommit,
    events,
    queue,
    instanceId,
    media,
    log,
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
    log,
  });
  const watch = createGenerationWatch({ generations, events });
  // One cap shared by images, voiceovers and transcriptions: each holds memory and a provider connection.
  const slots = createMediaSlots({
    total: config.MEDIA_MAX_CONCURRENT,
    perUser: config.MEDIA_MAX_PER_USER,
  });
  const subscriptions = subscriptionsRepository(db);
  const activePlan = async (userId: string) => (await subscriptions.findActive(userId))?.plan;
  // Each modality registers its runner on the worker as it is built.
  const common = { generations, worker, log };
  const text = createTextGenerationService({
    ...common,
    engine: engines.text,
    maxTokens: config.AI_TEXT_MAX_TOKENS,
    activePlan,
    timeoutMs: config.AI_TIMEOUT * 1000,
    ...deps.studio,
  });

  return {
    engines,
    events,
    queue,
    instanceId,
    generations,
    worker,
    watch,
    slots,
    history: createHistoryService(database, media),
    text,
    voiceLearning: createVoiceLearningService({ text }),
    images: createImageGenerationService({
      ...common,
      credits,
      media,
      engine: engines.image,
      slots,
      activePlan,
    }),
    voiceover: createVoiceoverService({ ...common, media, engine: engines.speech, slots }),
    transcription: createTranscriptionService({
      ...common,
      credits,
      media,
      engine: engines.transcription,
      slots,
    }),
    /** Ends the speech engine's workers and closes the event store (its Redis connections). */
    async close() {
      try {
        await engines.speech.close?.();
      } finally {
        await events.close();
      }
    },
  };
}

export type GenerationServices = Awaited<ReturnType<typeof createGenerationServices>>;
