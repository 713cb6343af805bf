import type { FastifyInstance } from 'fastify';
import type { Renewals } from './renewals.service.ts';

/**
 * Runs the period check every `intervalSeconds`. The timer is unref'd (it never keeps the process
 * alive), runs never overlap, and closing the app waits for a run in progress before the database goes.
 */
export function scheduleRenewals(app: FastifyInstance, renewals: Renewals, intervalSeconds: number) {
  let current: Promise<void> | undefined;
  const tick = () => {
    current ??= renewals
      .runDue()
      .then((done) => {
        if (done.renewed || done.ended) app.log.info(done, 'billing periods settled');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'billing period check failed'))
      .finally(() => {
        current = undefined;
      });
  };
  const timer = setInterval(tick, intervalSeconds * 1000);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await current;
  });
}
