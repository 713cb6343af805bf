import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResets } from '../../db/schema/index.ts';

/** Password reset tokens (stored hashed, single use). */
export function passwordResetsRepository(db: Db) {
  return {
    async insert(reset: { userId: string; tokenHash: string; expiresAt: Date; createdAt: Date }) {
      await db.insert(passwordResets).values(reset);
    },
    /**
     * Marks an unused, unexpired token used and returns its user. The conditional UPDATE means two
     * concurrent resets with one link cannot both succeed.
     */
    async consume(tx: Db, tokenHash: string, now: Date) {
      const [row] = await tx
        .update(passwordResets)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, now),
          ),
        )
        .returning({ userId: passwordResets.userId });
      return row;
    },
    /** After a reset, every other link sent to that user stops working too. */
    async consumeAllForUser(tx: Db, userId: string, now: Date) {
      await tx
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
    },
  };
}
