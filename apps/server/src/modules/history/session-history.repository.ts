import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { HistoryType } from '@penwise/contract';
import type { Database, Db } from '../../db/client.ts';
import { bytesColumnSuffix } from '../../db/pglite-bytes-columns.ts';
import { generations, sessions, users } from '../../db/schema/index.ts';
import type { SessionLookup } from '../auth/live-sessions.ts';
import { liveSessionParams, liveSessionWhere, liveUserColumns } from '../auth/sessions.repository.ts';
import { itemJson } from './history-item-json.repository.ts';
import { kept } from './history.repository.ts';

/** A page of show-history: at most `limit` items, older than `before` (an item of theirs), of one type. */
export interface HistoryPage {
  limit: number;
  before?: string;
  type?: HistoryType;
}

const g = generations;

// Items older than the `before` item of the same user; none when that item is not theirs.
const olderThanCursor = sql`${g.seq} < (select cursor.seq from ${generations} as cursor
  where cursor.user_id = ${users.id} and cursor.id = ${sql.placeholder('before')})`;

// How the answer leaves the database. PostgreSQL's driver would decode text into a JavaScript string, to
// be measured and encoded again on the way to the socket (~135 µs for a 58 KB page with non-ASCII text):
// base64 of its UTF-8 bytes (ASCII) decodes to the bytes in ~20 µs. PGlite would run that base64 in
// WebAssembly (~190 µs for 60 KB on the 2-CPU VM); it hands the text over as its bytes instead (a column
// named with `bytesColumnSuffix`, once the statement is prepared; a string the first time).
type AnswerEncoding = 'base64' | 'bytes';

// A page's size, hidden from the planner inside a subquery: it then plans for a tenth of the rows it
// expects and walks the (user, seq) index newest first. Given the number, it weighs it against a guess of
// how many items a user has (the table's average), and below the page size it preferred reading all of a
// user's items older than the cursor and sorting them (bench/growth: 2,556 rows for one deep page).
const pageLimit = sql`(select ${sql.placeholder('limit')}::integer)`;

// The whole answer, `{"success":[…]}`, joined by the database from the page's stored items (rows still
// running, or written before items were stored, build theirs here); null when one of them needs the
// contract's fallbacks.
function answerOf(where: SQL | undefined, encoding: AnswerEncoding) {
  const json = sql`'{"success":[' || coalesce(string_agg(page.item, ',' order by page.seq desc), '') || ']}'`;
  const answer = encoding === 'base64' ? sql`encode(convert_to(${json}, 'UTF8'), 'base64')` : json;
  const page = sql<string | Buffer | null>`(select case when coalesce(bool_and(page.item is not null), true)
    then ${answer} end from (select ${g.seq} as seq, coalesce(${g.itemJson}, ${itemJson}) as item
      from ${generations} where ${where} order by ${g.seq} desc limit ${pageLimit}) as page)`;
  return encoding === 'bytes' ? page.as(`answer${bytesColumnSuffix}`) : page;
}

function prepareSessionAnswer(
  db: Db,
  encoding: AnswerEncoding,
  variant: { before: boolean; typed: boolean },
) {
  const where = and(
    sql`${g.userId} = ${users.id}`,
    kept,
    variant.typed ? eq(g.type, sql.placeholder('type')) : undefined,
    variant.before ? olderThanCursor : undefined,
  );
  const name = `history_session_answer${variant.before ? '_before' : ''}${variant.typed ? '_typed' : ''}`;
  return db
    .select({ user: liveUserColumns, answer: answerOf(where, encoding) })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(liveSessionWhere())
    .limit(1)
    .prepare(name);
}

/**
 * show-history's session lookup: the signed-in user and the page's whole answer, in one statement (one
 * round trip; no rows decoded, mapped or serialised here): the answer's UTF-8 bytes, or null when
 * JavaScript has to write it (rows from older releases).
 */
export function sessionHistoryLookup({ db, engine }: Pick<Database, 'db' | 'engine'>) {
  const encoding: AnswerEncoding = engine === 'pglite' ? 'bytes' : 'base64';
  const prepared = new Map<string, ReturnType<typeof prepareSessionAnswer>>();
  return (page: HistoryPage): SessionLookup<Buffer | null> =>
    async (tokenHash, now, idleSince) => {
      const variant = { before: page.before !== undefined, typed: page.type !== undefined };
      const key = `${String(variant.before)}:${String(variant.typed)}`;
      const statement = prepared.get(key) ?? prepareSessionAnswer(db, encoding, variant);
      prepared.set(key, statement);
      const [row] = await statement.execute({
        ...liveSessionParams(tokenHash, now, idleSince),
        limit: page.limit,
        ...(page.before === undefined ? {} : { before: page.before }),
        ...(page.type === undefined ? {} : { type: page.type }),
      });
      if (!row) return undefined;
      const { answer } = row;
      if (answer === null || Buffer.isBuffer(answer)) return { user: row.user, read: answer };
      return { user: row.user, read: Buffer.from(answer, encoding === 'base64' ? 'base64' : 'utf8') };
    };
}
