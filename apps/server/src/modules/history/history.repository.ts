import { and, desc, eq, gt, inArray, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { HistoryType } from '@penwise/contract';
import type { Db } from '../../db/client.ts';
import { generations } from '../../db/schema/index.ts';

export type GenerationRow = typeof generations.$inferSelect;
export type NewGeneration = Pick<
  typeof generations.$inferInsert,
  'userId' | 'type' | 'input' | 'result' | 'creditsCharged' | 'engine' | 'mediaId' | 'meta'
>;

// What a history item shows: only these columns are read and mapped.
const itemColumns = {
  id: generations.id,
  type: generations.type,
  input: generations.input,
  result: generations.result,
  mediaId: generations.mediaId,
  meta: generations.meta,
  creditsCharged: generations.creditsCharged,
  createdAt: generations.createdAt,
  status: generations.status,
};
export type HistoryRow = Pick<GenerationRow, keyof typeof itemColumns>;

// A generation that ended without a charge (failed, or stopped before a word) kept nothing to show.
export const kept = or(
  inArray(generations.status, ['queued', 'running', 'succeeded']),
  gt(generations.creditsCharged, 0),
);

// show-history runs these on every call: built once and prepared (named) on each pooled connection.
function prepareHistoryQueries(db: Db, type?: HistoryType) {
  const mine = and(
    eq(generations.userId, sql.placeholder('userId')),
    kept,
    type ? eq(generations.type, type) : undefined,
  );
  const name = (base: string) => (type ? `${base}_${type}` : base);
  const newestFirst = (where: SQL | undefined) =>
    db
      .select(itemColumns)
      .from(generations)
      .where(where)
      .orderBy(desc(generations.seq))
      .limit(sql.placeholder('limit'));
  return {
    firstPage: newestFirst(mine).prepare(name('history_first_page')),
    cursor: db
      .select({ seq: generations.seq })
      .from(generations)
      .where(
        and(eq(generations.userId, sql.placeholder('userId')), eq(generations.id, sql.placeholder('id'))),
      )
      .prepare(name('history_cursor')),
    pageBefore: newestFirst(and(mine, lt(generations.seq, sql.placeholder('seq')))).prepare(
      name('history_page_before'),
    ),
  };
}

/** Generations (history items): written once, read newest first. */
export function historyRepository(db: Db) {
  const prepared = new Map<string, ReturnType<typeof prepareHistoryQueries>>();
  const queriesOf = (type: HistoryType | undefined) => {
    const key = type ?? 'all';
    const queries = prepared.get(key) ?? prepareHistoryQueries(db, type);
    prepared.set(key, queries);
    return queries;
  };
  return {
    async insert(row: NewGeneration): Promise<string> {
      const [inserted] = await db.insert(generations).values(row).returning({ id: generations.id });
      if (!inserted) throw new Error('generation insert returned nothing');
      return inserted.id;
    },

    /** A page of the user's items (of one type, if given), newest first; `before` (an item id of theirs) pages back. */
    async listForUser(
      userId: string,
      page: { limit: number; before?: string; type?: HistoryType },
    ): Promise<HistoryRow[]> {
      const { limit, before, type } = page;
      const queries = queriesOf(type);
      if (!before) return queries.firstPage.execute({ userId, limit });
      const [cursor] = await queries.cursor.execute({ userId, id: before });
      if (!cursor) return [];
      return queries.pageBefore.execute({ userId, seq: cursor.seq, limit });
    },

    /**
     * Deletes the user's ended item; 'running' when it is still being generated (its hold settles with
     * the row), undefined when it is not theirs or not there.
     */
    async deleteOwned(
      userId: string,
      id: string,
    ): Promise<{ mediaId: string | null } | 'running' | undefined> {
      const owned = and(eq(generations.userId, userId), eq(generations.id, id));
      const [row] = await db
        .delete(generations)
        .where(and(owned, notInArray(generations.status, ['queued', 'running'])))
        .returning({ mediaId: generations.mediaId });
      if (row) return row;
      const [unfinished] = await db.select({ id: generations.id }).from(generations).where(owned);
      return unfinished ? 'running' : undefined;
    },
  };
}
