import { and, asc, eq, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lockUserRow } from '../../db/lock-user-row.ts';
import { subscriptions } from '../../db/schema/index.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type Provider = SubscriptionRow['provider'];

/** Subscriptions table access; methods taking `tx` run inside the caller's transaction. */
export function subscriptionsRepository(db: Db) {
  return {
    /** Serialises one user's billing changes until the transaction ends; false when the user is gone. */
    lockUser: lockUserRow,

    async findByProviderId(tx: Db, provider: Provider, providerSubscriptionId: string) {
      const [row] = await tx
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.provider, provider),
            eq(subscriptions.providerSubscriptionId, providerSubscriptionId),
          ),
        );
      return row;
    },

    async findActive(userId: string, tx: Db = db) {
      const [row] = await tx
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'active')));
      return row;
    },

    async insert(tx: Db, row: typeof subscriptions.$inferInsert) {
      const [inserted] = await tx.insert(subscriptions).values(row).returning();
      if (!inserted) throw new Error('subscription insert returned nothing');
      return inserted;
    },

    /** Ends the user's active plan other than `keepId`, which replaces it; answers what it ended. */
    async endOthers(tx: Db, userId: string, keepProviderId: string, at: Date) {
      return tx
        .update(subscriptions)
        .set({ status: 'canceled', endedAt: at })
        .where(
          and(
            eq(subscriptions.userId, userId),
            eq(subscriptions.status, 'active'),
            ne(subscriptions.providerSubscriptionId, keepProviderId),
          ),
        )
        .returning();
    },

    /** Moves the period forward, never back: events may arrive out of order. */
    async advancePeriod(tx: Db, id: string, start: Date, end: Date) {
      const [row] = await tx
        .update(subscriptions)
        .set({
          currentPeriodStart: sql`greatest(${subscriptions.currentPeriodStart}, ${start.toISOString()}::timestamptz)`,
          currentPeriodEnd: sql`greatest(${subscriptions.currentPeriodEnd}, ${end.toISOString()}::timestamptz)`,
        })
        .where(eq(subscriptions.id, id))
        .returning();
      if (!row) throw new Error('subscription vanished');
      return row;
    },

    /** Ends an active subscription; undefined when it had already ended. */
    async end(tx: Db, id: string, at: Date) {
      const [row] = await tx
        .update(subscriptions)
        .set({ status: 'canceled', endedAt: at })
        .where(and(eq(subscriptions.id, id), eq(subscriptions.status, 'active')))
        .returning();
      return row;
    },

    /** The plan a newly paid period is for; a scheduled change or cancellation is now settled. */
    async setPlan(tx: Db, id: string, plan: string) {
      await tx
        .update(subscriptions)
        .set({ plan, pendingPlan: null, cancelAtPeriodEnd: false })
        .where(eq(subscriptions.id, id));
    },

    /** Schedules `pendingPlan` for the next period (null: none), which also undoes a cancellation. */
    async schedulePlan(tx: Db, id: string, pendingPlan: string | null) {
      await tx
        .update(subscriptions)
        .set({ pendingPlan, cancelAtPeriodEnd: false })
        .where(eq(subscriptions.id, id));
    },

    async setCancelAtPeriodEnd(id: string, cancel = true) {
      await db.update(subscriptions).set({ cancelAtPeriodEnd: cancel }).where(eq(subscriptions.id, id));
    },

    /**
     * Records that the provider could not collect the period starting at `periodStart` (never moved back:
     * retries arrive in any order). The plan is past due while that is later than its paid period.
     */
    async markUnpaid(tx: Db, id: string, periodStart: Date) {
      const start = sql`${periodStart.toISOString()}::timestamptz`;
      await tx
        .update(subscriptions)
        .set({ unpaidPeriodStart: sql`greatest(${subscriptions.unpaidPeriodStart}, ${start})` })
        .where(eq(subscriptions.id, id));
    },

    /**
     * Mirrors a change made at the provider: cancellation at period end (or its undoing), the plan, and
     * the cheaper plan waiting for the next period (null: none).
     */
    async mirrorProviderChange(
      tx: Db,
      id: string,
      change: { cancelAtPeriodEnd: boolean; plan: string; pendingPlan: string | null },
    ) {
      await tx.update(subscriptions).set(change).where(eq(subscriptions.id, id));
    },

    /** Active subscriptions of `provider` whose period ended at `now` or before, oldest first. */
    async listDue(provider: Provider, now: Date, limit: number) {
      return db
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.provider, provider),
            eq(subscriptions.status, 'active'),
            lte(subscriptions.currentPeriodEnd, now),
          ),
        )
        .orderBy(asc(subscriptions.currentPeriodEnd))
        .limit(limit);
    },
  };
}

export type SubscriptionsRepository = ReturnType<typeof subscriptionsRepository>;
