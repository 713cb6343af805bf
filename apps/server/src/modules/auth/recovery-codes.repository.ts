import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { recoveryCodes } from '../../db/schema/index.ts';

/** Recovery codes, stored only as hashes; each works once. */
export function recoveryCodesRepository(db: Db) {
  return {
    /** Replaces every code of the user (used or not) with `hashes`. */
    async replaceAll(tx: Db, userId: string, hashes: string[], at: Date) {
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await tx.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash, createdAt: at })));
    },
    /** Marks an unused code used; false when it is unknown or already spent (a conditional UPDATE: once only). */
    async consume(userId: string, codeHash: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(recoveryCodes)
        .set({ usedAt: at })
        .where(
          and(
            eq(recoveryCodes.userId, userId),
            eq(recoveryCodes.codeHash, codeHash),
            isNull(recoveryCodes.usedAt),
          ),
        )
        .returning({ id: recoveryCodes.id });
      return rows.length > 0;
    },
    async countUnused(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return row?.n ?? 0;
    },
    async removeAll(tx: Db, userId: string) {
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    },
  };
}
