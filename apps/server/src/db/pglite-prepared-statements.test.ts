import { PGlite, types } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withPreparedStatements } from './pglite-prepared-statements.ts';

let raw: PGlite;
let client: PGlite;

const preparedCount = async () =>
  (await raw.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0]?.n;

beforeEach(async () => {
  raw = new PGlite();
  client = withPreparedStatements(raw, 3);
  await raw.exec(`
    create table items (id int primary key, name text, tags text[], data jsonb, at timestamptz, price numeric);
    insert into items values
      (1, 'one', '{a,b}', '{"k": [1, 2]}', '2026-11-27T08:00:00.123Z', 1.50),
      (2, null, null, null, null, null);`);
});

afterEach(async () => {
  await raw.close();
});

describe('PGlite with prepared statements', () => {
  const select = 'select id, name, tags, data, at, price from items where id = any($1::int[]) order by id';

  it('answers as PGlite itself does, in both row modes and with per-call parsers, once prepared', async () => {
    // Drizzle reads timestamps as text through its own parsers.
    const drizzleLike = {
      rowMode: 'array' as const,
      parsers: { [types.TIMESTAMPTZ]: (value: string) => value },
    };
    for (const options of [undefined, { rowMode: 'array' as const }, drizzleLike]) {
      const expected = await raw.query(select, [[1, 2]], options);
      for (let call = 0; call < 3; call++) {
        const answer = await client.query(select, [[1, 2]], options);
        expect(answer.rows).toEqual(expected.rows);
        expect(answer.fields).toEqual(expected.fields);
      }
    }
    expect(await preparedCount()).toBe(1);
  });

  it('prepares only what comes back, and keeps at most its limit of statements', async () => {
    await client.query('select 1 as once');
    expect(await preparedCount()).toBe(0);
    for (let round = 0; round < 2; round++) {
      for (let n = 0; n < 8; n++) await client.query(`select $1::int + ${String(n)} as n`, [round]);
    }
    expect(await preparedCount()).toBe(3);
    const answer = await client.query<{ n: number }>('select $1::int + 7 as n', [5]);
    expect(answer.rows).toEqual([{ n: 12 }]);
  });

  it('writes, reports affected rows and database errors, and keeps working after one', async () => {
    const insert = 'insert into items (id, name, data) values ($1, $2, $3) returning id';
    await client.query(insert, [3, 'three', { a: 1 }]);
    const inserted = await client.query(insert, [4, 'four', { a: 2 }]);
    expect(inserted).toMatchObject({ affectedRows: 1, rows: [{ id: 4 }] });
    await expect(client.query(insert, [4, 'again', null])).rejects.toMatchObject({
      code: '23505',
      query: insert,
    });
    const stored = await client.query('select data from items where id = $1', [3]);
    expect((await client.query('select data from items where id = $1', [3])).rows).toEqual(stored.rows);
    expect(stored.rows).toEqual([{ data: { a: 1 } }]);
  });

  it('prepares afresh when a migration changes the columns it returns', async () => {
    const all = 'select * from items where id = $1';
    await client.query(all, [1]);
    await client.query(all, [1]);
    await raw.exec('alter table items add column extra int default 7');
    const answer = await client.query<{ extra: number }>(all, [1]);
    expect(answer.rows[0]?.extra).toBe(7);
  });

  it('waits for an open transaction instead of running inside it', async () => {
    const count = 'select count(*)::int as n from items';
    await client.query(count);
    await client.query(count);
    const { promise: held, resolve: release } = Promise.withResolvers<undefined>();
    const transaction = client.transaction(async (tx) => {
      await tx.query(`insert into items (id) values (9)`);
      await held;
      await tx.rollback();
    });
    const during = client.query<{ n: number }>(count);
    release(undefined);
    await transaction;
    expect((await during).rows).toEqual([{ n: 2 }]);
  });
});
