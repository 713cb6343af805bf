import { randomBytes } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { openPglite, openPgliteFromDump, openPostgres, type Database } from '../db/client.ts';
import { pgliteDumpVariable } from './pglite-dump.global-setup.ts';

export type Engine = 'pglite' | 'postgres';

const postgresUrl = process.env.TEST_DATABASE_URL;

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const engines: Engine[] = postgresUrl ? ['pglite', 'postgres'] : ['pglite'];

/**
 * pg's pool.end() resolves before its connections have closed. Dropping the database WITH (FORCE) under
 * them makes the server kill them, which pg re-throws as an uncaught error: wait until they are gone.
 */
async function waitForDisconnect(client: pg.Client, database: string) {
  for (let tries = 0; tries < 250; tries += 1) {
    const { rows } = await client.query<{ open: number }>(
      'select count(*)::int as open from pg_stat_activity where datname = $1',
      [database],
    );
    if (!rows[0]?.open) return;
    await sleep(20);
  }
}

let pgliteDump: Promise<Blob> | undefined;

/** An in-memory PGlite, from the migrated dump the test run's global setup wrote when there is one. */
function openTestPglite(): Promise<Database> {
  const file = process.env[pgliteDumpVariable];
  if (!file) return openPglite();
  pgliteDump ??= openAsBlob(file);
  return pgliteDump.then(openPgliteFromDump);
}

/** A fresh, migrated, empty database of its own for one test file. */
export async function createTestDatabase(engine: Engine): Promise<Database> {
  if (engine === 'pglite' || !postgresUrl) return openTestPglite();
  return openScratchPostgres(postgresUrl, 'penwise_test');
}

/**
 * A new, empty database next to the one `adminUrl` names, and how to drop it (waiting for its last
 * connection first): for tests that hand the URL to another process.
 */
export async function createScratchDatabase(adminUrl: string, prefix: string) {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  // A bounded wait: a benchmark given an unreachable URL skips PostgreSQL instead of hanging.
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 10_000 });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await waitForDisconnect(dropper, name);
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}

/**
 * A new, migrated database next to the one `adminUrl` names, dropped on close: tests and benchmarks
 * never write into a database someone else uses.
 */
export async function openScratchPostgres(adminUrl: string, prefix: string): Promise<Database> {
  const scratch = await createScratchDatabase(adminUrl, prefix);
  const database = await openPostgres(scratch.url, 20);
  return {
    ...database,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}
