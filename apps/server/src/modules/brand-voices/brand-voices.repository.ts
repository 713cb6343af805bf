import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lockUserRow } from '../../db/lock-user-row.ts';
import { brandVoices } from '../../db/schema/index.ts';

export type BrandVoiceRow = typeof brandVoices.$inferSelect;
export type BrandVoiceValues = Pick<
  typeof brandVoices.$inferInsert,
  'name' | 'fields' | 'samples' | 'isDefault'
>;

async function unmarkDefaults(tx: Db, userId: string, except?: string) {
  await tx
    .update(brandVoices)
    .set({ isDefault: false })
    .where(
      and(
        eq(brandVoices.userId, userId),
        eq(brandVoices.isDefault, true),
        except ? ne(brandVoices.id, except) : undefined,
      ),
    );
}

/** A user's brand voices. */
export function brandVoicesRepository(db: Db) {
  const owned = (userId: string, id: string) => and(eq(brandVoices.userId, userId), eq(brandVoices.id, id));
  return {
    /** The user's voices, the default first, then by name; at most `limit`. */
    listForUser: (userId: string, limit: number): Promise<BrandVoiceRow[]> =>
      db
        .select()
        .from(brandVoices)
        .where(eq(brandVoices.userId, userId))
        .orderBy(
          desc(brandVoices.isDefault),
          asc(sql`lower(${brandVoices.name})`),
          asc(brandVoices.createdAt),
        )
        .limit(limit),

    async findOwned(userId: string, id: string): Promise<BrandVoiceRow | undefined> {
      const [row] = await db.select().from(brandVoices).where(owned(userId, id));
      return row;
    },

    /** Adds a voice unless the user keeps `cap` already ('limit'); a default one unmarks the others. */
    createUnlessFull(
      userId: string,
      values: BrandVoiceValues,
      cap: number,
    ): Promise<BrandVoiceRow | 'limit'> {
      return db.transaction(async (tx) => {
        if (!(await lockUserRow(tx, userId))) throw new Error('brand voice for a missing user');
        const [kept] = await tx
          .select({ n: count() })
          .from(brandVoices)
          .where(eq(brandVoices.userId, userId));
        if ((kept?.n ?? 0) >= cap) return 'limit';
        if (values.isDefault) await unmarkDefaults(tx, userId);
        const [row] = await tx
          .insert(brandVoices)
          .values({ ...values, userId })
          .returning();
        if (!row) throw new Error('brand voice insert returned nothing');
        return row;
      });
    },

    /** Replaces the user's voice; a default one unmarks the others; undefined when it is not theirs. */
    updateOwned(userId: string, id: string, values: BrandVoiceValues): Promise<BrandVoiceRow | undefined> {
      return db.transaction(async (tx) => {
        if (!(await lockUserRow(tx, userId))) return undefined;
        // Someone else's id changes nothing, not even this user's default.
        const [mine] = await tx.select({ id: brandVoices.id }).from(brandVoices).where(owned(userId, id));
        if (!mine) return undefined;
        if (values.isDefault) await unmarkDefaults(tx, userId, id);
        const [row] = await tx
          .update(brandVoices)
          .set({ ...values, updatedAt: sql`now()` })
          .where(owned(userId, id))
          .returning();
        return row;
      });
    },

    /** Deletes the user's voice; false when it is not theirs. */
    async deleteOwned(userId: string, id: string): Promise<boolean> {
      const rows = await db.delete(brandVoices).where(owned(userId, id)).returning({ id: brandVoices.id });
      return rows.length > 0;
    },
  };
}

export type BrandVoicesRepository = ReturnType<typeof brandVoicesRepository>;
