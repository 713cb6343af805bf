import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailChanges, users } from '../../db/schema/index.ts';

/** The user's own profile fields and the pending e-mail changes (tokens arrive hashed). */
export function accountRepository(db: Db) {
  return {
    async updateName(userId: string, name: string, at: Date) {
      await db.update(users).set({ name, updatedAt: at }).where(eq(users.id, userId));
    },
    async emailInUse(tx: Db, email: string): Promise<boolean> {
      const rows = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
      return rows.length > 0;
    },
    /**
     * Records a new link, unless the account has already asked for `cap` since `since`; links sent
     * earlier stop working. The user row is locked first, so parallel requests of one account are
     * counted one after another, on every app instance.
     */
    async requestEmailChange(
      change: typeof emailChanges.$inferInsert & { createdAt: Date },
      limit: { since: Date; cap: number },
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, change.userId)).for('update');
        const [asked] = await tx
          .select({ count: count() })
          .from(emailChanges)
          .where(and(eq(emailChanges.userId, change.userId), gt(emailChanges.createdAt, limit.since)));
        if ((asked?.count ?? 0) >= limit.cap) return false;
        await tx
          .update(emailChanges)
          .set({ usedAt: change.createdAt })
          .where(and(eq(emailChanges.userId, change.userId), isNull(emailChanges.usedAt)));
        await tx.insert(emailChanges).values(change);
        return true;
      });
    },
    /** Marks an unused, unexpired link used and answers it: two clicks cannot both succeed. */
    async consumeEmailChange(tx: Db, tokenHash: string, now: Date) {
      const [row] = await tx
        .update(emailChanges)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailChanges.tokenHash, tokenHash),
            isNull(emailChanges.usedAt),
            gt(emailChanges.expiresAt, now),
          ),
        )
        .returning({ userId: emailChanges.userId, newEmail: emailChanges.newEmail });
      return row;
    },
    /** Answers the user's name and old address, as they were before the change. */
    async setEmail(tx: Db, userId: string, email: string, at: Date) {
      const [before] = await tx
        .select({ email: users.email, name: users.name })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      await tx.update(users).set({ email, updatedAt: at }).where(eq(users.id, userId));
      // Other links sent earlier (perhaps to another address) stop working.
      await tx
        .update(emailChanges)
        .set({ usedAt: at })
        .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt)));
      return before;
    },
  };
}
