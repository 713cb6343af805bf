import type { FastifyInstance } from 'fastify';
import { schedulePeriodic } from '../../lib/periodic-task.ts';
import type { CreditsService } from './credits.service.ts';

// Far beyond the longest generation (a 2,000-token stream at a slow 10 tokens/s takes ~3 minutes).
export const abandonedAfterMinutes = 30;

/** Every 5 minutes (and at start, after a crash), refunds reservations whose call never settled. */
export function scheduleAbandonedRefunds(app: FastifyInstance, credits: CreditsService, now: () => Date) {
  const task = schedulePeriodic(app, {
    name: 'abandoned reservation refund',
    intervalSeconds: 300,
    run: async () => {
      const before = new Date(now().getTime() - abandonedAfterMinutes * 60_000);
      const refunded = await credits.refundAbandoned(before);
      if (refunded) app.log.warn({ refunded }, 'refunded reservations whose call never settled');
    },
  });
  app.addHook('onReady', async () => {
    task.runNow();
  });
}
