import type { FastifyInstance } from 'fastify';
import type { JobQueue } from '../../adapters/jobs/job-queue.ts';
import type { Database } from '../../db/client.ts';
import { schedulePeriodic } from '../../lib/periodic-task.ts';
import { removeStaleUploads } from '../transcription/stale-uploads.ts';
import type { MediaService } from '../media/media.service.ts';
import { createGenerationRecovery } from './generation-recovery.ts';
import type { GenerationWatch } from './generation-watch.service.ts';
import type { GenerationWorker } from './generation-worker.ts';
import { generationsRoutes } from './generations.routes.ts';
import type { PaidGenerations } from './paid-generations.service.ts';

// A shutdown lets running generations settle for this long before the database closes.
const settleOnCloseMs = 5000;

/**
 * The generations routes, and the lifecycle of what the composition root built for them: the job queue and
 * this server's workers (started when the app is ready, stopped before it closes), its heartbeat, and the
 * recovery of generations whose server is gone. The event store is closed with the services.
 */
export async function generationsPlugin(
  app: FastifyInstance,
  deps: {
    database: Database;
    instanceId: string;
    generations: PaidGenerations;
    watch: GenerationWatch;
    media: Pick<MediaService, 'remove'>;
    queue: JobQueue;
    /** This server's workers; none on an HTTP-only server (WORKERS=0). */
    worker: GenerationWorker | undefined;
    /** INSTANCE_TIMEOUT: seconds without a heartbeat after which a server counts as gone. */
    silentAfterSeconds: number;
  },
) {
  const { database, instanceId, generations, silentAfterSeconds } = deps;
  const { repo } = generations;
  const recovery = createGenerationRecovery({
    ...{ db: database.db, repo, media: deps.media, log: app.log },
    ...{ silentAfterSeconds, instanceId, isRunningHere: generations.isRunningHere },
  });
  // Beats well inside the limit, so a busy server is never taken for a gone one; sweeps twice per limit.
  const beatSeconds = Math.max(1, Math.floor(silentAfterSeconds / 4));
  const sweepSeconds = Math.max(1, Math.floor(silentAfterSeconds / 2));

  let closing = false;
  const beat = schedulePeriodic(app, {
    name: 'server heartbeat',
    intervalSeconds: beatSeconds,
    run: async () => {
      if (!closing) await repo.beat(instanceId);
    },
  });
  const sweep = schedulePeriodic(app, {
    name: 'generation recovery',
    intervalSeconds: sweepSeconds,
    run: async () => {
      const ended = await recovery.sweep();
      if (ended) app.log.warn({ ended }, 'ended generations whose server is gone');
    },
  });

  app.addHook('onReady', async () => {
    await deps.queue.start();
    const uploads = await removeStaleUploads();
    if (uploads) app.log.warn({ uploads }, 'removed upload folders left by a server that stopped');
    // The embedded database has one server at a time: any other one recorded there has died.
    if (database.engine === 'pglite') {
      for (const other of await repo.othersThan(instanceId)) await repo.forgetInstance(other);
    }
    await repo.beat(instanceId);
    beat.runNow();
    sweep.runNow();
    if (deps.worker) {
      generations.useLocalWorker(deps.worker);
      deps.worker.start();
    }
  });
  app.addHook('preClose', async () => {
    deps.worker?.stop();
    await generations.stopAll(settleOnCloseMs);
    await deps.queue.stop().catch((error: unknown) => {
      app.log.warn({ err: error }, 'stopping the job queue failed');
    });
    closing = true;
    await repo.forgetInstance(instanceId).catch((error: unknown) => {
      app.log.warn({ err: error }, 'removing this server from the heartbeat table failed');
    });
  });

  await app.register(generationsRoutes, { watch: deps.watch });
}
