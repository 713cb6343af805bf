import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lockUserRow } from '../../db/lock-user-row.ts';
import { customTemplates } from '../../db/schema/index.ts';

export type CustomTemplateRow = typeof customTemplates.$inferSelect;
export type CustomTemplateValues = Pick<
  typeof customTemplates.$inferInsert,
  'title' | 'description' | 'category' | 'prompt' | 'fields'
>;

/** Writing tools a user made. */
export function customTemplatesRepository(db: Db) {
  const owned = (userId: string, id: string) =>
    and(eq(customTemplates.userId, userId), eq(customTemplates.id, id));
  return {
    /** The user's templates by title; at most `limit`. */
    listForUser: (userId: string, limit: number): Promise<CustomTemplateRow[]> =>
      db
        .select()
        .from(customTemplates)
        .where(eq(customTemplates.userId, userId))
        .orderBy(asc(sql`lower(${customTemplates.title})`), asc(customTemplates.createdAt))
        .limit(limit),

    async findOwned(userId: string, id: string): Promise<CustomTemplateRow | undefined> {
      const [row] = await db.select().from(customTemplates).where(owned(userId, id));
      return row;
    },

    /** Adds a template unless the user keeps `cap` already ('limit'); the user's row is locked first. */
    createUnlessFull(
      userId: string,
      values: CustomTemplateValues,
      cap: number,
    ): Promise<CustomTemplateRow | 'limit'> {
      return db.transaction(async (tx) => {
        if (!(await lockUserRow(tx, userId))) throw new Error('custom template for a missing user');
        const [kept] = await tx
          .select({ n: count() })
          .from(customTemplates)
          .where(eq(customTemplates.userId, userId));
        if ((kept?.n ?? 0) >= cap) return 'limit';
        const [row] = await tx
          .insert(customTemplates)
          .values({ ...values, userId })
          .returning();
        if (!row) throw new Error('custom template insert returned nothing');
        return row;
      });
    },

    /** Replaces the user's template; undefined when it is not theirs. */
    async updateOwned(
      userId: string,
      id: string,
      values: CustomTemplateValues,
    ): Promise<CustomTemplateRow | undefined> {
      const [row] = await db
        .update(customTemplates)
        .set({ ...values, updatedAt: sql`now()` })
        .where(owned(userId, id))
        .returning();
      return row;
    },

    /** Deletes the user's template; false when it is not theirs. */
    async deleteOwned(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(customTemplates)
        .where(owned(userId, id))
        .returning({ id: customTemplates.id });
      return rows.length > 0;
    },
  };
}

export type CustomTemplatesRepository = ReturnType<typeof customTemplatesRepository>;
