import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { isDatabaseUnavailable } from '../db/connection-errors.ts';
import { errorAnswerOf } from '../errors.ts';
import { openScratchPostgres } from '../test/test-database.ts';

const adminUrl = process.env.TEST_DATABASE_URL;

describe('isDatabaseUnavailable', () => {
  const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })],
    [
      "Node's AggregateError of refused addresses",
      new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })], ''),
    ],
    [
      'admin_shutdown (57P01) under Drizzle',
      wrapped(Object.assign(new Error('terminating'), { code: '57P01' })),
    ],
    ['cannot_connect_now (57P03)', Object.assign(new Error('starting up'), { code: '57P03' })],
    ['a connection exception (08006)', Object.assign(new Error('failure'), { code: '08006' })],
    ["pg's dropped connection", wrapped(new Error('Connection terminated unexpectedly'))],
    ["pg's connect timeout", new Error('timeout exceeded when trying to connect')],
    ['a closed PGlite', wrapped(new Error('PGlite is closed'))],
  ])('recognises %s, and the API answers it 503', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(errorAnswerOf(error)).toMatchObject({ status: 503, body: { code: 'database_unavailable' } });
  });

  it.each([
    ['a unique violation', wrapped(Object.assign(new Error('duplicate key'), { code: '23505' }))],
    ['a syntax error', Object.assign(new Error('syntax error'), { code: '42601' })],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error', 'Connection terminated'],
  ])('leaves %s a 500', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(errorAnswerOf(error)).toMatchObject({ status: 500, body: { code: 'internal_error' } });
  });
});

describe.skipIf(!adminUrl)('the PostgreSQL pool when a connection drops', () => {
  let database: Database;
  let admin: pg.Client;
  beforeAll(async () => {
    database = await openScratchPostgres(adminUrl ?? '', 'penwise_pool');
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
    await database.close();
  });

  it('survives a connection killed inside a transaction, between two queries', async () => {
    const failure = await database.db
      .transaction(async (tx) => {
        const [row] = await tx.select({ pid: sql<number>`pg_backend_pid()` }).from(sql`(select 1) as one`);
        await admin.query('select pg_terminate_backend($1)', [row?.pid]);
        // The server closes the socket while the client is checked out and idle: pg emits 'error'
        // on it, which would be an uncaught exception (the process dies; vitest reports it as an
        // unhandled error and fails the run) without a listener.
        await sleep(300);
        await tx.execute(sql`select 1`);
      })
      .catch((error: unknown) => error);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    // The broken client left the pool: the next queries get healthy connections.
    for (let i = 0; i < 3; i += 1) await expect(database.ping()).resolves.toBeUndefined();
  });
});
