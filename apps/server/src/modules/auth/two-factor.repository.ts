import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { twoFactor } from '../../db/schema/index.ts';

export type TwoFactorRow = typeof twoFactor.$inferSelect;

/** Users' TOTP authenticators: pending (enabledAt null) or enabled. */
export function twoFactorRepository(db: Db) {
  return {
    async find(userId: string): Promise<TwoFactorRow | undefined> {
      const [row] = await db.select().from(twoFactor).where(eq(twoFactor.userId, userId)).limit(1);
      return row;
    },
    /** Starts or restarts enrolment with `secret`; false when two-factor is already enabled. */
    async savePending(userId: string, secret: string, at: Date): Promise<boolean> {
      const rows = await db
        .insert(twoFactor)
        .values({ userId, secret, createdAt: at })
        .onConflictDoUpdate({
          target: twoFactor.userId,
          set: { secret, createdAt: at, lastStep: null },
          setWhere: isNull(twoFactor.enabledAt),
        })
        .returning({ userId: twoFactor.userId });
      return rows.length > 0;
    },
    /**
     * Turns on the pending enrolment whose `secret` a code just proved. Naming the secret means a
     * set-up restarted meanwhile (a new QR code) cannot be enabled by a code of the old one.
     */
    async enable(tx: Db, userId: string, secret: string, step: number, at: Date): Promise<boolean> {
      const rows = await tx
        .update(twoFactor)
        .set({ enabledAt: at, lastStep: step })
        .where(and(eq(twoFactor.userId, userId), eq(twoFactor.secret, secret), isNull(twoFactor.enabledAt)))
        .returning({ userId: twoFactor.userId });
      return rows.length > 0;
    },
    /**
     * Records `step` as used. One conditional UPDATE: of two requests with the same code (or an older
     * one) only the first succeeds, so an intercepted code cannot be replayed within its 90 s.
     */
    async claimStep(userId: string, step: number): Promise<boolean> {
      const rows = await db
        .update(twoFactor)
        .set({ lastStep: step })
        .where(
          and(
            eq(twoFactor.userId, userId),
            isNotNull(twoFactor.enabledAt),
            or(isNull(twoFactor.lastStep), lt(twoFactor.lastStep, step)),
          ),
        )
        .returning({ userId: twoFactor.userId });
      return rows.length > 0;
    },
    async remove(tx: Db, userId: string) {
      await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
    },
  };
}
