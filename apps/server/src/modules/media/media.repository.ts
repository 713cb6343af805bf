import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { media } from '../../db/schema/index.ts';

export type { MediaKind } from '../../db/schema/index.ts';
export type MediaRow = typeof media.$inferSelect;

/** Rows describing stored media; the bytes live in the storage adapter. */
export function mediaRepository(db: Db) {
  return {
    async insert(row: typeof media.$inferInsert): Promise<void> {
      await db.insert(media).values(row);
    },
    async find(id: string): Promise<MediaRow | undefined> {
      const [row] = await db.select().from(media).where(eq(media.id, id));
      return row;
    },
    /** Deletes the user's row; undefined when it is not theirs or not there. */
    async deleteOwned(id: string, userId: string): Promise<MediaRow | undefined> {
      const [row] = await db
        .delete(media)
        .where(and(eq(media.id, id), eq(media.userId, userId)))
        .returning();
      return row;
    },
    /** Whether the table has any row at all. */
    async hasAny(): Promise<boolean> {
      const [row] = await db.select({ id: media.id }).from(media).limit(1);
      return row !== undefined;
    },
    /** Which of `keys` a row still stores its bytes under: one query for a page of keys the caller bounds. */
    async storageKeysAmong(keys: readonly string[]): Promise<Set<string>> {
      if (!keys.length) return new Set();
      const rows = await db
        .selectDistinct({ key: media.storageKey })
        .from(media)
        .where(inArray(media.storageKey, [...keys]));
      return new Set(rows.map((row) => row.key));
    },
  };
}

export type MediaRepository = ReturnType<typeof mediaRepository>;
