import type { FastifyInstance } from 'fastify';
import { schedulePeriodic } from '../../lib/periodic-task.ts';
import type { OrphanMediaService } from './orphan-media.service.ts';

// Orphans come from rare crashes: an hourly pass keeps them from piling up without loading the store.
export const orphanSweepIntervalSeconds = 3600;

/** At start (after a crash) and every hour, removes stored media files that no media row references. */
export function scheduleOrphanMediaSweep(app: FastifyInstance, orphans: Pick<OrphanMediaService, 'sweep'>) {
  const task = schedulePeriodic(app, {
    name: 'orphan media sweep',
    intervalSeconds: orphanSweepIntervalSeconds,
    run: async () => {
      const removed = await orphans.sweep();
      if (removed) app.log.warn({ removed }, 'removed media files that no media row references');
    },
  });
  app.addHook('onReady', async () => {
    task.runNow();
  });
}
