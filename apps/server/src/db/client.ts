import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite as PGliteClient } from '@electric-sql/pglite';
import { sql, type Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { fromDrizzle, fromPglite, type DrizzleTransactionLike } from 'pg-boss';
import { runBeforeCommitOn, type RunBeforeCommit } from './answer-before-commit.ts';
import { lockDataDir } from './data-dir-lock.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The Drizzle handle repositories receive: the same API on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Plain SQL on the database's own connections, for libraries that bring their SQL (the job queue). */
export interface SqlConnection {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** The same connection(s) as `db`: PGlite's one connection, or the PostgreSQL pool. */
  sql: SqlConnection;
  /** PostgreSQL only (its commit waits for the disk; PGlite's does not): see answer-before-commit.ts. */
  runBeforeCommit?: RunBeforeCommit;
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
// Any fixed number: several app instances starting together take turns migrating.
const migrationLockId = 7_461_220;

/** Plain SQL inside a Drizzle transaction: a queued job commits or rolls back with the caller's writes. */
export function sqlConnectionOf(tx: Db): SqlConnection {
  // Drizzle types execute()'s rows per driver; pg-boss reads `rows` from either.
  return fromDrizzle(tx as unknown as DrizzleTransactionLike, sql);
}

/** Opens an embedded PGlite database (in memory when dataDir is undefined) and migrates it. */
export async function openPglite(dataDir?: string): Promise<Database> {
  if (!dataDir) return (await openPgliteIn({})).database;
  await mkdir(dataDir, { recursive: true });
  // PGlite does not lock its directory itself: a second process would write the same files unseen.
  const lock = await lockDataDir(dataDir);
  try {
    const { database } = await openPgliteIn({ dataDir });
    return {
      ...database,
      close: async () => {
        await database.close();
        await lock.release();
      },
    };
  } catch (error) {
    await lock.release();
    throw error;
  }
}

/**
 * An in-memory database started from `dump` (what `dumpMigratedPglite` wrote), migrated on top: ~0.6 s
 * of CPU, where a new one runs initdb first (~3.5 s). Tests open hundreds.
 */
export async function openPgliteFromDump(dump: Blob): Promise<Database> {
  return (await openPgliteIn({ loadDataDir: dump })).database;
}

/** A new in-memory database, migrated and dumped as an uncompressed tar, for `openPgliteFromDump`. */
export async function dumpMigratedPglite(): Promise<Blob> {
  const { database, client } = await openPgliteIn({});
  try {
    return await client.dumpDataDir('none');
  } finally {
    await database.close();
  }
}

async function openPgliteIn(location: {
  dataDir?: string;
  loadDataDir?: Blob;
}): Promise<{ database: Database; client: PGliteClient }> {
  // Loaded here, not at the top: a server on PostgreSQL never loads PGlite or its Drizzle driver.
  const [
    { PGlite },
    { pgliteOptions },
    { withPreparedStatements },
    { drizzle: drizzlePglite },
    { migrate: migratePglite },
  ] = await Promise.all([
    import('@electric-sql/pglite'),
    import('./pglite-options.ts'),
    import('./pglite-prepared-statements.ts'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  // One options object: PGlite reads a second argument only when the first is a directory, so an
  // in-memory database given (undefined, options) ran without them.
  const client = new PGlite(pgliteOptions(location));
  const db = drizzlePglite({ client: withPreparedStatements(client), schema });
  await migratePglite(db, { migrationsFolder });
  const database: Database = {
    db,
    engine: 'pglite',
    // pg-boss's own PGlite adapter: multi-statement blocks through exec(), an aborted block rolled back.
    sql: fromPglite(client),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
  return { database, client };
}

/** Connects to PostgreSQL and migrates under an advisory lock; `logger` sees every statement (benchmarks read the plans). */
export async function openPostgres(url: string, poolSize = 10, logger?: Logger): Promise<Database> {
  // And a server on PGlite never loads Drizzle's PostgreSQL driver (pg itself comes with the job queue).
  const [{ drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  // A database host that drops packets must fail a request in seconds (503), not hang it.
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
    // Connections stay open through a lull (pg-pool closes them after 10 s idle by default): the
    // first request after it would wait for a new backend and plan each prepared statement again.
    // Bounded by `max`; idle ones never keep a process from exiting, and TCP keepalives notice a
    // connection a firewall dropped.
    idleTimeoutMillis: 0,
    allowExitOnIdle: true,
    keepAlive: true,
    keepAliveInitialDelayMillis: 60_000,
  });
  // An idle connection dropped by a database restart must not crash the process; the pool reconnects.
  pool.on('error', (error) => console.error('PostgreSQL pool: idle connection error', error.message));
  // pg-pool listens for errors only on idle clients: one dropped while checked out between two queries
  // (inside a transaction) would emit an unhandled 'error' and kill the process. The query in flight
  // still fails, and the pool discards the broken client when it is released.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [migrationLockId]);
    await migratePg(drizzlePg({ client: lockClient, schema }), { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [migrationLockId]).catch(() => undefined);
    lockClient.release();
  }
  const db = drizzlePg({ client: pool, schema, ...(logger ? { logger } : {}) });
  return {
    db,
    engine: 'postgres',
    sql: {
      executeSql: async (text, values) => {
        const result = await pool.query(text, values);
        // A multi-statement query (pg-boss's claims under an advisory lock) answers one result per
        // statement: pg-boss needs every statement's rows, as its PGlite adapter gives them.
        const results: pg.QueryResult[] = Array.isArray(result) ? (result as pg.QueryResult[]) : [result];
        return { rows: results.flatMap((each): unknown[] => each.rows) };
      },
    },
    runBeforeCommit: runBeforeCommitOn(pool),
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

/** Where the embedded database lives inside DATA_DIR (its lock file sits beside it). */
export const embeddedDbDir = (dataDir: string) => path.join(dataDir, 'db');

/** PostgreSQL when a URL is given, otherwise PGlite under DATA_DIR/db. */
export function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(embeddedDbDir(options.dataDir));
}
