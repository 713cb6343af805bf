import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { generations } from '../../db/schema/index.ts';

export type GenerationRow = typeof generations.$inferSelect;
export type NewGeneration = Pick<
  typeof generations.$inferInsert,
  'userId' | 'type' | 'input' | 'result' | 'creditsCharged' | 'engine' | 'mediaId' | 'meta'
>;

/** Generations (history items): written once, read newest first. */
export function historyRepository(db: Db) {
  return {
    async insert(row: NewGeneration): Promise<string> {
      const [inserted] = await db.insert(generations).values(row).returning({ id: generations.id });
      if (!inserted) throw new Error('generation insert returned nothing');
      return inserted.id;
    },

    /** A page of the user's items, newest first; `before` (an item id of theirs) pages back. */
    async listForUser(userId: string, limit: number, before?: string): Promise<GenerationRow[]> {
      const mine = eq(generations.userId, userId);
      let where = mine;
      if (before) {
        const [cursor] = await db
          .select({ seq: generations.seq })
          .from(generations)
          .where(and(mine, eq(generations.id, before)));
        if (!cursor) return [];
        where = and(mine, lt(generations.seq, cursor.seq)) ?? mine;
      }
      return db.select().from(generations).where(where).orderBy(desc(generations.seq)).limit(limit);
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
