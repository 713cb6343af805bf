import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiPaths, HistoryAnswer, HistoryItem } from '@penwise/contract';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { RawRows } from '../../db/prepared-sql.ts';
import { generations, media } from '../../db/schema/index.ts';
import { compiledSerializer } from '../../lib/compiled-serializer.ts';
import { newBuyer, type Buyer } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { engines } from '../../test/test-database.ts';
import { hashToken } from '../auth/tokens.ts';
import { itemJson, itemJsonKeys, itemJsonTriggerBody } from './history-item-json.repository.ts';
import { createHistoryService } from './history.service.ts';

type Row = Omit<typeof generations.$inferInsert, 'userId' | 'engine'>;

const full = {
  cat: 'blog-posts',
  tool: 'blog-ideas',
  description: 'Cats, "dogs" \\ and\nnewlines — 🐈',
  tone: 'Friendly',
  language: 'Français',
  brand_voice_id: 'v1',
  brand_voice_name: 'Ours',
  fields: { topic: 'tea', zeta: 'z', 'é x': 'line\u2028sep', 'a"b': '\u0001' },
  command: 'shorten',
  extra: 'dropped',
};
const odd = 'ctrl \u0001\u001f tab\t "q" \\ \u2028 é 😀 \u007f';

// Rows the database writes itself: every key and kind the contract has, in awkward text.
const canonical: Row[] = [
  { type: 'GenText', input: { prompt: 'P', save_data: full, more: 1 }, result: odd, creditsCharged: 7 },
  {
    type: 'GenText',
    input: { save_data: { description: 'd', tool: 't', cat: 'c' }, prompt: '' },
    result: '',
  },
  {
    type: 'GenText',
    input: { prompt: 'p', save_data: { cat: 'c', tool: 't', description: '', fields: {} } },
  },
  { type: 'TTS', input: odd, meta: { voice: 'nova', duration: 12.5, fileName: 'a b.mp3', x: [1] } },
  { type: 'Speech2Text', input: 'in', result: 'heard', meta: { fileName: '', duration: 3 } },
  { type: 'Speech2Text', input: 'in', result: null, meta: { duration: 0 } },
  { type: 'TTImage', input: 'a cat', result: '/x.png', meta: { size: '512x512' } },
  { type: 'TTS', input: 'queued', status: 'queued', meta: null },
  { type: 'GenText', input: 'running', status: 'running', result: null, creditsCharged: 0 },
  { type: 'GenText', input: 'stopped', status: 'stopped', result: 'part', creditsCharged: 2 },
  { type: 'TTS', input: 'x', meta: { duration: 0.000001 } },
];
// The voiceover, transcriptions and image above have stored media.
const withMedia = new Set([3, 4, 5, 6]);

// Rows the contract's fallbacks repair: JavaScript answers the page they are on.
const repaired: Row[] = [
  { type: 'GenText', input: { prompt: 'no save_data' } },
  { type: 'GenText', input: 5 },
  { type: 'GenText', input: { prompt: 'p', save_data: { cat: 'c', tool: 't', description: 'd', tone: 5 } } },
  {
    type: 'GenText',
    input: { prompt: 'p', save_data: { cat: 'c', tool: 't', description: 'd', fields: { 1: 'a' } } },
  },
  { type: 'TTS', input: 'x', meta: { voice: 'robot', duration: 2 } },
  { type: 'TTS', input: 'x', meta: { duration: 12.5, voice: null } },
  { type: 'TTS', input: 'x', meta: { duration: 1e-7 } },
  { type: 'TTS', input: 'x', meta: 'not an object' },
];

describe.each(engines)('history items written by the database (%s)', (engine) => {
  const testApp = useTestApp(engine);
  const serialize = compiledSerializer({ schema: HistoryAnswer });

  async function store(buyer: Buyer, rows: Row[], mediaAt: Set<number> = new Set()) {
    const { db } = testApp().database;
    const ids: string[] = [];
    for (const [index, row] of rows.entries()) {
      let mediaId: string | null = null;
      if (mediaAt.has(index)) {
        mediaId = `m${String(index)}_${buyer.id.slice(0, 8)}`;
        await db
          .insert(media)
          .values({ id: mediaId, userId: buyer.id, mime: 'audio/mpeg', bytes: 1, storageKey: mediaId });
      }
      const [stored] = await db
        .insert(generations)
        .values({ engine: 'demo', ...row, userId: buyer.id, mediaId })
        .returning({ id: generations.id });
      if (stored) ids.push(stored.id);
    }
    return ids;
  }

  /** The database's answer for one item (the page before the next one), and JavaScript's. */
  async function bothAnswers(buyer: Buyer, page: { limit: number; before?: string }) {
    const t = testApp();
    const history = createHistoryService(t.database, { remove: () => Promise.resolve(true) });
    const token = (buyer.headers.authorization ?? '').slice('Bearer '.length);
    const now = t.clock.now();
    const found = await history.sessionAnswer(page)(hashToken(token), now, new Date(now.getTime() - 60_000));
    const expected = serialize({ success: await history.list(buyer.id, page) });
    return { database: found && (found.read?.toString('utf8') ?? null), javascript: expected };
  }

  it('writes the keys of the contract, in its order', () => {
    expect(itemJsonKeys).toEqual(Object.keys(HistoryItem.shape));
  });

  it('writes each row byte for byte as JavaScript does, and leaves repaired rows to it', async () => {
    const buyer = await newBuyer(testApp());
    const rows = [...canonical, ...repaired, { type: 'TTS' as const, input: 'last' }];
    const ids = await store(buyer, rows, withMedia);
    for (const [index] of rows.slice(0, -1).entries()) {
      const { database, javascript } = await bothAnswers(buyer, { limit: 1, before: ids[index + 1] });
      expect(HistoryAnswer.parse(JSON.parse(javascript)).success).toHaveLength(1);
      if (index < canonical.length) expect({ index, json: database }).toEqual({ index, json: javascript });
      else expect({ index, json: database }).toEqual({ index, json: null });
    }
  });

  it('answers whole pages the same either way, through the route', async () => {
    const t = testApp();
    const buyer = await newBuyer(t);
    await store(buyer, canonical);
    const show = (payload: object) =>
      t.app.inject({ method: 'POST', url: apiPaths.plans.showHistory, headers: buyer.headers, payload });
    const canonicalPage = await bothAnswers(buyer, { limit: 50 });
    expect(canonicalPage.database).toBe(canonicalPage.javascript);
    const res = await show({});
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.body).toBe(canonicalPage.javascript);
    expect((await show({ type: 'TTS', limit: 2 })).body).toBe(
      (await bothAnswers(buyer, { limit: 2, type: 'TTS' } as never)).javascript,
    );
    await store(buyer, repaired.slice(0, 1));
    const mixed = await bothAnswers(buyer, { limit: 50 });
    expect(mixed.database).toBeNull();
    expect((await show({})).body).toBe(mixed.javascript);
    expect(HistoryAnswer.parse((await show({})).json()).success[0]?.input).toBe('');
  });

  /** Each of the buyer's rows: its status, the item stored with it, and the item built from it now. */
  async function storedItems(buyer: Buyer) {
    return testApp()
      .database.db.select({ status: generations.status, stored: generations.itemJson, built: itemJson })
      .from(generations)
      .where(eq(generations.userId, buyer.id))
      .orderBy(generations.seq);
  }

  it('stores each ended row’s item as it is written, and none while it runs', async () => {
    const buyer = await newBuyer(testApp());
    await store(buyer, [...canonical, ...repaired], withMedia);
    const rows = await storedItems(buyer);
    expect(rows).toHaveLength(canonical.length + repaired.length);
    for (const [index, row] of rows.entries()) {
      const ended = row.status !== 'queued' && row.status !== 'running';
      expect({ index, stored: row.stored }).toEqual({ index, stored: ended ? row.built : null });
      expect({ index, built: row.built === null }).toEqual({ index, built: index >= canonical.length });
    }
  });

  it('rewrites the stored item when its row changes, also through a deleted media row', async () => {
    const t = testApp();
    const { db } = t.database;
    const buyer = await newBuyer(t);
    const voiceover: Row = { type: 'TTS', input: 'hello', meta: { voice: 'nova', duration: 2 } };
    const writing: Row = { type: 'GenText', input: 'running', status: 'running', result: null };
    const [, running] = await store(buyer, [voiceover, writing], new Set([0]));
    await db.delete(media).where(eq(media.userId, buyer.id));
    await db
      .update(generations)
      .set({ status: 'succeeded', result: 'done', creditsCharged: 3 })
      .where(eq(generations.id, running ?? ''));
    const rows = await storedItems(buyer);
    expect(rows.map((row) => row.stored)).toEqual(rows.map((row) => row.built));
    expect(rows[0]?.stored).not.toContain('mp3_url');
    expect(rows[1]?.stored).toContain('"result":"done"');
    const page = await bothAnswers(buyer, { limit: 50 });
    expect(page.database).toBe(page.javascript);
  });

  it('leaves a running row’s writes out of the trigger function, and enters it when the row ends', async () => {
    const t = testApp();
    const buyer = await newBuyer(t);
    // The function's calls as this connection counts them ('pl': PL/pgSQL functions), read against a
    // baseline: the count may still hold calls of earlier transactions that were not flushed yet.
    const calls = await t.database.db.transaction(async (tx) => {
      const called = async () => {
        const { rows } = (await tx.execute(
          sql`select pg_stat_get_xact_function_calls('generations_item_json'::regproc)::int as n`,
        )) as RawRows;
        return z.array(z.object({ n: z.number().nullable() })).parse(rows)[0]?.n ?? 0;
      };
      await tx.execute(sql`set local track_functions = 'pl'`);
      const before = await called();
      const [row] = await tx
        .insert(generations)
        .values({ engine: 'demo', type: 'GenText', input: 'p', status: 'running', userId: buyer.id })
        .returning({ id: generations.id });
      const running = eq(generations.id, row?.id ?? '');
      await tx.update(generations).set({ result: 'half', eventSeq: 4 }).where(running);
      const whileRunning = (await called()) - before;
      await tx.update(generations).set({ status: 'succeeded', result: 'done' }).where(running);
      return { whileRunning, ended: (await called()) - before };
    });
    expect(calls).toEqual({ whileRunning: 0, ended: 1 });
  });

  it('runs the trigger function this code writes (a change needs a migration that replaces it)', async () => {
    const { rows } = await testApp().database.sql.executeSql(
      `select prosrc from pg_proc where proname = 'generations_item_json'`,
    );
    const installed = z.array(z.object({ prosrc: z.string() })).parse(rows);
    const instead =
      'a new migration replaces generations_item_json() (docs/architecture.md, "What history shows")';
    expect(
      installed.map((row) => row.prosrc),
      instead,
    ).toEqual([itemJsonTriggerBody()]);
  });

  it('keeps a long item in its row, where a page reads it, and moves the result out first', async () => {
    const t = testApp();
    const buyer = await newBuyer(t);
    // Text that does not compress: a row of ~3 KB has to move a value out to its TOAST table.
    const result = randomBytes(900).toString('base64');
    const [id] = await store(buyer, [{ type: 'GenText', input: 'long', result, creditsCharged: 1 }]);
    const { rows } = await t.database.sql.executeSql(
      `select reltoastrelid::regclass::text as toast from pg_class where oid = 'generations'::regclass`,
    );
    const [{ toast } = { toast: '' }] = z.array(z.object({ toast: z.string() })).parse(rows);
    // A value moved out of line starts its first chunk with its own bytes (these do not compress).
    const movedOut = async (start: string) => {
      const found = await t.database.sql.executeSql(
        `select count(*)::int as n from ${toast} where chunk_seq = 0 and position(convert_to($1, 'UTF8') in chunk_data) = 1`,
        [start],
      );
      return z.array(z.object({ n: z.number() })).parse(found.rows)[0]?.n;
    };
    expect(await movedOut(result.slice(0, 64))).toBe(1);
    expect(await movedOut(`{"id":"${id ?? ''}"`)).toBe(0);
    const page = await bothAnswers(buyer, { limit: 50 });
    expect(page.database).toBe(page.javascript);
  });
});
