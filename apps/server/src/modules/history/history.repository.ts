import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { generations } from '../../db/schema/index.ts';

export type GenerationRow = typeof generations.$inferSelect;
export type NewGeneration = Pick<
  typeof generations.$inferInsert,
  'userId' | 'type' | 'input' | 'result' | 'creditsCharged' | 'engine' | 'mediaId' | 'meta'
>;

// show-history runs these on every call: built once and prepared (named) on each pooled connection.
function prepareHistoryQueries(db: Db) {
  const mine = eq(generations.userId, sql.placeholder('userId'));
  const newestFirst = (where: SQL | undefined) =>
    db.select().from(generations).where(where).orderBy(desc(generations.seq)).limit(sql.placeholder('limit'));
  return {
    firstPage: newestFirst(mine).prepare('history_first_page'),
    cursor: db
      .select({ seq: generations.seq })
      .from(generations)
      .where(and(mine, eq(generations.id, sql.placeholder('id'))))
      .prepare('history_cursor'),
    pageBefore: newestFirst(and(mine, lt(generations.seq, sql.placeholder('seq')))).prepare(
      'history_page_before',
    ),
  };
}

/** Generations (history items): written once, read newest first. */
export function historyRepository(db: Db) {
  let queries: ReturnType<typeof prepareHistoryQueries> | undefined;
  return {
    async insert(row: NewGeneration): Promise<string> {
      const [inserted] = await db.insert(generations).values(row).returning({ id: generations.id });
      if (!inserted) throw new Error('generation insert returned nothing');
      return inserted.id;
    },

    /** A page of the user's items, newest first; `before` (an item id of theirs) pages back. */
    async listForUser(userId: string, limit: number, before?: string): Promise<GenerationRow[]> {
      queries ??= prepareHistoryQueries(db);
      if (!before) return queries.firstPage.execute({ userId, limit });
      const [cursor] = await queries.cursor.execute({ userId, id: before });
      if (!cursor) return [];
      return queries.pageBefore.execute({ userId, seq: cursor.seq, limit });
    },

    /** Deletes the user's item; undefined when it is not theirs or not there. */
    async deleteOwned(userId: string, id: string): Promise<GenerationRow | undefined> {
      const [row] = await db
        .delete(generations)
        .where(and(eq(generations.userId, userId), eq(generations.id, id)))
        .returning();
      return row;
    },
  };
}
