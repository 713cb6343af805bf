import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  creditAccounts,
  creditLedger,
  generations,
  invoices,
  media,
  subscriptions,
  twoFactor,
  users,
} from '../../db/schema/index.ts';

/** Everything stored about one user, read for the data export (secrets and hashes left out). */
export function accountExportRepository(db: Db) {
  return {
    async profile(userId: string) {
      const [row] = await db
        .select({
          email: users.email,
          name: users.name,
          refCode: users.refCode,
          referredBy: users.referredBy,
          createdAt: users.createdAt,
          twoFactorEnabledAt: twoFactor.enabledAt,
        })
        .from(users)
        .leftJoin(twoFactor, eq(twoFactor.userId, users.id))
        .where(eq(users.id, userId));
      return row;
    },
    async balance(userId: string) {
      const [row] = await db
        .select({ pack: creditAccounts.x, plan: creditAccounts.y })
        .from(creditAccounts)
        .where(eq(creditAccounts.userId, userId));
      return row ?? { pack: 0, plan: 0 };
    },
    ledger(userId: string) {
      return db
        .select({
          at: creditLedger.createdAt,
          packDelta: creditLedger.deltaX,
          planDelta: creditLedger.deltaY,
          reason: creditLedger.reason,
          reference: creditLedger.reference,
          shortfall: creditLedger.shortfall,
        })
        .from(creditLedger)
        .where(eq(creditLedger.userId, userId))
        .orderBy(asc(creditLedger.id));
    },
    invoices(userId: string) {
      return db
        .select({
          number: invoices.id,
          product: invoices.product,
          type: invoices.type,
          status: invoices.status,
          amountCents: invoices.revenueCents,
          refundedCents: invoices.refundedCents,
          credits: invoices.credits,
          date: invoices.createdAt,
        })
        .from(invoices)
        .where(eq(invoices.userId, userId))
        .orderBy(asc(invoices.id));
    },
    plans(userId: string) {
      return db
        .select({
          plan: subscriptions.plan,
          status: subscriptions.status,
          currentPeriodStart: subscriptions.currentPeriodStart,
          currentPeriodEnd: subscriptions.currentPeriodEnd,
          cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
          startedAt: subscriptions.createdAt,
          endedAt: subscriptions.endedAt,
        })
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId))
        .orderBy(asc(subscriptions.createdAt));
    },
    history(userId: string) {
      return db
        .select({
          id: generations.id,
          type: generations.type,
          input: generations.input,
          result: generations.result,
          mediaId: generations.mediaId,
          meta: generations.meta,
          creditsCharged: generations.creditsCharged,
          createdAt: generations.createdAt,
        })
        .from(generations)
        .where(eq(generations.userId, userId))
        .orderBy(asc(generations.seq));
    },
    media(userId: string) {
      return db.select().from(media).where(eq(media.userId, userId)).orderBy(asc(media.createdAt));
    },
  };
}
