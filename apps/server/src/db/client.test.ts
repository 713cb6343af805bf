import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, engines } from '../test/test-database.ts';
import { dumpMigratedPglite, openPglite, openPgliteFromDump, type Database } from './client.ts';

describe.each(engines)('the plain SQL connection (%s)', (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database.close();
  });

  it('answers a statement with its rows', async () => {
    const { rows } = await database.sql.executeSql('select $1::int as n', [7]);
    expect(rows).toEqual([{ n: 7 }]);
  });

  // pg-boss claims its maintenance commands in one multi-statement query and looks for the lock's row
  // among the answers: on PostgreSQL it failed at every poll when only one result's rows came back.
  it('answers a multi-statement query with the rows of every statement', async () => {
    const { rows } = await database.sql.executeSql('begin; select 1 as first; select 2 as second; commit');
    expect(rows).toEqual([{ first: 1 }, { second: 2 }]);
  });
});

describe.skipIf(!engines.includes('postgres'))('the PostgreSQL pool', () => {
  // pg-pool closed a connection after 10 s idle: the first stream after a lull waited for a new
  // backend and for every prepared statement to be planned again (~7 ms of its first token).
  it('keeps its connection through a lull', async () => {
    const database = await createTestDatabase('postgres');
    const backend = async () => (await database.sql.executeSql('select pg_backend_pid() as pid')).rows;
    // Only the pool's idle timer is faked: the socket's own work runs as it would.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const before = await backend();
      await vi.advanceTimersByTimeAsync(60_000);
      vi.useRealTimers();
      expect(await backend()).toEqual(before);
    } finally {
      vi.useRealTimers();
      await database.close();
    }
  });
});

describe('embedded databases', () => {
  // PGlite reads its options from a second argument only when the first names a directory: an
  // in-memory database was opened with PostgreSQL's 128 MB of shared buffers instead of ours.
  it('open in memory with the server’s settings', async () => {
    const database = await openPglite();
    try {
      const { rows } = await database.sql.executeSql('show shared_buffers');
      expect(rows).toEqual([{ shared_buffers: '16MB' }]);
    } finally {
      await database.close();
    }
  });

  it('start from a migrated dump: every migration applied, no rows, writable', async () => {
    const copy = await openPgliteFromDump(await dumpMigratedPglite());
    try {
      const applied = await copy.sql.executeSql(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      const files = (await readdir(new URL('./migrations', import.meta.url))).filter((name) =>
        name.endsWith('.sql'),
      );
      expect(applied.rows).toEqual([{ n: files.length }]);
      expect((await copy.sql.executeSql('select count(*)::int as n from users')).rows).toEqual([{ n: 0 }]);
      await copy.sql.executeSql(
        "insert into users (email, name, password_hash, ref_code) values ('a@example.com', 'A', 'x', 'REFA')",
      );
      expect((await copy.sql.executeSql('select email from users')).rows).toEqual([
        { email: 'a@example.com' },
      ]);
    } finally {
      await copy.close();
    }
  });
});
