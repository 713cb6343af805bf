import { PgBoss } from 'pg-boss';
import type { Database } from '../../db/client.ts';
import type { JobQueue, QueuedJob } from './job-queue.ts';

const queueName = 'generation';

/** The job queue on pg-boss, in the app's own database (PGlite or PostgreSQL) and connections. */
export function createPgBossJobQueue(
  database: Pick<Database, 'engine' | 'sql'>,
  onError: (error: Error) => void,
): JobQueue {
  const boss = new PgBoss({
    db: database.sql,
    backend: database.engine === 'pglite' ? 'pglite' : 'postgres',
    // No cron and no registry: the app has its own heartbeat table, and schedules of its own.
    schedule: false,
    registerInstance: false,
    monitorVacuum: false,
  });
  boss.on('error', onError);
  return {
    name: 'pg-boss',
    async start() {
      await boss.start();
      await boss.createQueue(queueName, {
        // A generation runs once: a re-run would write and charge again. A server that died with it
        // leaves the generation to the recovery sweep, which settles what it saved.
        retryLimit: 0,
        // Far past the longest generation; the generation's own row says whether it still runs.
        expireInSeconds: 3600,
        deleteAfterSeconds: 24 * 3600,
      });
    },
    async send(data, tx) {
      const id = await boss.send(queueName, data, { db: tx });
      if (!id) throw new Error('the job queue refused a generation');
      return id;
    },
    async fetch(limit): Promise<QueuedJob[]> {
      const jobs = await boss.fetch<unknown>(queueName, { batchSize: limit });
      return jobs.map((job) => ({ id: job.id, data: job.data }));
    },
    async complete(id) {
      await boss.complete(queueName, id);
    },
    async stop() {
      await boss.stop({ graceful: false, close: false });
    },
  };
}
