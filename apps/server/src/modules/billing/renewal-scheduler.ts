import type { FastifyInstance } from 'fastify';
import { schedulePeriodic } from '../../lib/periodic-task.ts';
import type { Renewals } from './renewals.service.ts';

/** Renews or ends the plans whose period is over, every `intervalSeconds`. */
export function scheduleRenewals(app: FastifyInstance, renewals: Renewals, intervalSeconds: number) {
  schedulePeriodic(app, {
    name: 'billing period check',
    intervalSeconds,
    run: async () => {
      const done = await renewals.runDue();
      if (done.renewed || done.ended) app.log.info(done, 'billing periods settled');
    },
  });
}
