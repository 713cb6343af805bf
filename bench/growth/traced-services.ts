import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createServices } from '../../apps/server/src/composition/composition-root.ts';
import { parseConfig } from '../../apps/server/src/config.ts';
import { openPostgres } from '../../apps/server/src/db/client.ts';

/** One statement the app sent, with its bound values. */
export interface Traced {
  sql: string;
  params: unknown[];
}

/**
 * The server's own services (the composition root, as the admin CLI builds them) over a database
 * whose Drizzle logger records the SQL each call sends: the plans printed are of
 * the queries the routes run, not of a copy that could drift from them.
 */
export async function tracedServices(url: string) {
  let traced: Traced[] | undefined;
  const database = await openPostgres(url, 4, {
    logQuery: (sql, params) => traced?.push({ sql, params }),
  });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'penwise-bench-growth-'));
  const config = parseConfig({ DATABASE_URL: url, DATA_DIR: dataDir, AI_ENGINE: 'demo', LOG_LEVEL: 'warn' });
  if ('problems' in config) throw new Error(config.problems.join('\n'));
  const log = pino({ level: 'warn' }, pino.destination(2));
  const services = await createServices(config, { database }, { log });
  return {
    services,
    database,
    /** The statements `call` sent, in order. */
    async trace(call: () => Promise<unknown>): Promise<Traced[]> {
      traced = [];
      try {
        await call();
        return traced;
      } finally {
        traced = undefined;
      }
    },
    async close() {
      await services.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
