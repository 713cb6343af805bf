import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { checkoutSessions } from '../../db/schema/index.ts';

export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;

export interface Payment {
  customerId: string;
  subscriptionId: string | null;
  invoiceId: string | null;
  periodStart: Date | null;
  periodEnd: Date | null;
  completedAt: Date;
}

/** Sessions of the built-in test checkout. */
export function checkoutSessionsRepository(db: Db) {
  return {
    async insert(session: typeof checkoutSessions.$inferInsert) {
      await db.insert(checkoutSessions).values(session);
    },

    async find(id: string): Promise<CheckoutSessionRow | undefined> {
      const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
      return row;
    },

    /** Marks an open session created after `openSince` paid; undefined when it was not open (any more). */
    async completeIfOpen(id: string, openSince: Date, payment: Payment) {
      const [row] = await db
        .update(checkoutSessions)
        .set({ ...payment, status: 'complete', paymentStatus: 'paid' })
        .where(
          and(
            eq(checkoutSessions.id, id),
            eq(checkoutSessions.status, 'open'),
            gt(checkoutSessions.createdAt, openSince),
          ),
        )
        .returning();
      return row;
    },

    /** Expires an open session; a paid one is never expired. */
    async expireIfOpen(id: string) {
      await db
        .update(checkoutSessions)
        .set({ status: 'expired' })
        .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'open')));
    },
  };
}
