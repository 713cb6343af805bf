import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, engines } from '../test/test-database.ts';
import { openPostgres, type Database } from './client.ts';
import { namedSql, type RawRows } from './prepared-sql.ts';

// One connection: a statement that broke it, or left it waiting for a Sync, would hang the next one.
describe.skipIf(!engines.includes('postgres'))('a statement answered before its commit (postgres)', () => {
  let database: Database;
  let drop: () => Promise<void>;
  // Another connection than the pool's one: what it sees is what is committed.
  let observer: pg.Client;
  const seenElsewhere = async () =>
    Number((await observer.query<{ n: number }>('select count(*)::int as n from notes')).rows[0]?.n);

  beforeAll(async () => {
    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL ?? '', 'penwise_test_commit');
    database = await openPostgres(scratch.url, 1);
    drop = () => scratch.drop();
    observer = new pg.Client({ connectionString: scratch.url });
    await observer.connect();
    await database.db.execute(sql`
      create table notes (id int primary key, body text not null);
      create function notes_at_commit() returns trigger language plpgsql as $$
      begin
        if new.body = 'slow' then perform pg_sleep(1); end if;
        if new.body = 'refused' then raise exception 'refused at commit'; end if;
        return null;
      end $$;
      create constraint trigger notes_at_commit after insert on notes
        deferrable initially deferred for each row execute function notes_at_commit();`);
  });
  afterAll(async () => {
    await observer.end();
    await database.close();
    await drop();
  });

  const insert = namedSql(
    'test_insert_note',
    sql`insert into notes (id, body) values (${sql.placeholder('id')}, ${sql.placeholder('body')}) returning id`,
  );
  const run = (id: number, body: string) => {
    if (!database.runBeforeCommit) throw new Error('PostgreSQL answers before its commit');
    return database.runBeforeCommit(insert, { id, body });
  };
  const bodies = async () => {
    const { rows } = (await database.db.execute(sql`select body from notes order by id`)) as RawRows;
    return rows.map((row) => row.body);
  };

  it('answers the rows while the commit is under way, and keeps the write once it is through', async () => {
    const { rows, committed } = await run(1, 'slow');
    expect(rows).toEqual([{ id: 1 }]);
    // The deferred trigger sleeps a second at commit: another connection does not see the row yet.
    expect(await seenElsewhere()).toBe(0);
    await committed;
    expect(await seenElsewhere()).toBe(1);
    expect(await bodies()).toEqual(['slow']);
  });

  it('rejects `committed` when the commit fails, and the write is gone', async () => {
    const { rows, committed } = await run(2, 'refused');
    expect(rows).toEqual([{ id: 2 }]);
    await expect(committed).rejects.toThrow('refused at commit');
    expect(await bodies()).toEqual(['slow']);
  });

  it('rejects a statement that fails, and its connection serves the next one', async () => {
    await expect(run(1, 'duplicate id')).rejects.toThrow(/duplicate key/);
    const { committed } = await run(3, 'fine');
    await committed;
    expect(await bodies()).toEqual(['slow', 'fine']);
  });
});
