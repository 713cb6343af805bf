import { PGlite, types } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bytesColumnSuffix } from './pglite-bytes-columns.ts';
import { withPreparedStatements } from './pglite-prepared-statements.ts';

let raw: PGlite;
let client: PGlite;

const texts = ['plain', '', 'é — ’ 😀 \u2028 "q" \\', null, 'x'.repeat(300_000) + '…'];

beforeEach(async () => {
  raw = new PGlite();
  client = withPreparedStatements(raw);
  await raw.exec(`create table notes (id int primary key, body text, at timestamptz, tags text[])`);
  for (const [id, body] of texts.entries()) {
    await raw.query('insert into notes values ($1, $2, $3, $4)', [id, body, '2026-11-28T10:00:00.5Z', ['a']]);
  }
});

afterEach(async () => {
  await raw.close();
});

// Drizzle's options for a prepared statement: rows as arrays, timestamps as text.
const drizzleLike = { rowMode: 'array' as const, parsers: { [types.TIMESTAMPTZ]: (value: string) => value } };

describe('PGlite columns that come back as bytes', () => {
  const select = `select id, body, body as body${bytesColumnSuffix}, at, tags from notes order by id`;

  it('hands a text column named so over as its UTF-8 bytes once prepared, the others as PGlite does', async () => {
    const expected = await raw.query<unknown[]>(select, [], drizzleLike);
    for (let call = 0; call < 3; call++) {
      const answer = await client.query<unknown[]>(select, [], drizzleLike);
      expect(answer.fields).toEqual(expected.fields);
      expect(answer.rows).toHaveLength(texts.length);
      for (const [index, row] of answer.rows.entries()) {
        const [id, body, bytes, ...rest] = row;
        const [wantId, wantBody, wantText, ...wantRest] = expected.rows[index] ?? [];
        expect([id, body, ...rest]).toEqual([wantId, wantBody, ...wantRest]);
        // The first call is PGlite's own query (a string); prepared calls answer the bytes.
        if (call === 0) expect(bytes).toBe(wantText);
        else if (wantText === null) expect(bytes).toBeNull();
        else
          expect(Buffer.isBuffer(bytes) && bytes.equals(Buffer.from(z.string().parse(wantText)))).toBe(true);
      }
    }
  });

  it('refuses a column named so that is not text', async () => {
    const wrong = `select id as id${bytesColumnSuffix} from notes`;
    const prepared = async () =>
      (await raw.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0]?.n;
    // PGlite's own query answers a text's first call; each prepared one is refused.
    for (let round = 0; round < 3; round++) {
      await client.query(wrong);
      await expect(client.query(wrong)).rejects.toThrow(`id${bytesColumnSuffix} must be text`);
    }
    // Each refused statement is closed with the next batch: none is left behind.
    await client.query('select 1 as n');
    await client.query('select 1 as n');
    expect(await prepared()).toBe(1);
  });

  it('reports a database error and keeps working after one', async () => {
    const failing = `select body as body${bytesColumnSuffix}, 1 / (id - $1::int) as n from notes where id = $1`;
    await expect(client.query(failing, [0])).rejects.toMatchObject({ code: '22012' });
    await expect(client.query(failing, [0])).rejects.toMatchObject({ code: '22012', query: failing });
    const after = await client.query<unknown[]>(failing.replace('= $1', '= $1 + 1'), [0], drizzleLike);
    expect(after.rows).toHaveLength(1);
    expect((await client.query<{ n: number }>('select 1 as n')).rows).toEqual([{ n: 1 }]);
  });
});
