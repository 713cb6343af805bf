import type { FastifyInstance } from 'fastify';

/**
 * Runs `run` every `intervalSeconds` while the app is up. The timer is unref'd (it never keeps the
 * process alive), runs never overlap, a failure is logged and retried next time, and closing the app
 * waits for a run in progress before the database goes.
 */
export function schedulePeriodic(
  app: FastifyInstance,
  task: { name: string; intervalSeconds: number; run: () => Promise<void> },
) {
  let current: Promise<void> | undefined;
  const tick = () => {
    current ??= task
      .run()
      .catch((error: unknown) => app.log.error({ err: error }, `${task.name} failed`))
      .finally(() => {
        current = undefined;
      });
  };
  const timer = setInterval(tick, task.intervalSeconds * 1000);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await current;
  });
  return { runNow: tick };
}
