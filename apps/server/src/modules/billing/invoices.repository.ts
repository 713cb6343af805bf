import { desc, eq, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { checkoutSessions, invoices, subscriptions } from '../../db/schema/index.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;

/** Invoices table access; methods taking `tx` run inside the caller's transaction. */
export function invoicesRepository(db: Db) {
  /** The invoice matching any of the given provider references, locked for the transaction. */
  async function findByAny(tx: Db, matches: (SQL | undefined)[]) {
    const conditions = matches.filter((match) => match !== undefined);
    if (conditions.length === 0) return undefined;
    const [row] = await tx
      .select()
      .from(invoices)
      .where(or(...conditions))
      .orderBy(invoices.id)
      .limit(1)
      .for('update');
    return row;
  }

  return {
    /** The invoice already written for this checkout session or provider invoice, if any. */
    findExisting(tx: Db, refs: { checkoutSessionId?: string | null; providerInvoiceId?: string | null }) {
      return findByAny(tx, [
        refs.checkoutSessionId ? eq(invoices.checkoutSessionId, refs.checkoutSessionId) : undefined,
        refs.providerInvoiceId ? eq(invoices.providerInvoiceId, refs.providerInvoiceId) : undefined,
      ]);
    },

    /** The invoice a refunded payment paid. */
    findPaidBy(
      tx: Db,
      refs: { providerInvoiceId?: string | undefined; paymentIntentId?: string | undefined },
    ) {
      return findByAny(tx, [
        refs.providerInvoiceId ? eq(invoices.providerInvoiceId, refs.providerInvoiceId) : undefined,
        refs.paymentIntentId ? eq(invoices.providerPaymentIntentId, refs.paymentIntentId) : undefined,
      ]);
    },

    /** The invoice by its number (the one users see on their billing history), locked for the transaction. */
    async findById(tx: Db, id: number) {
      const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).limit(1).for('update');
      return row;
    },

    /**
     * The invoice with what tells who took the money: its plan's provider, and whether its checkout was
     * one of the built-in test checkout's (those sessions live here; Stripe's live at Stripe).
     */
    async findWithPayer(id: number) {
      const [row] = await db
        .select({
          invoice: invoices,
          planProvider: subscriptions.provider,
          testCheckoutSession: checkoutSessions.id,
        })
        .from(invoices)
        .leftJoin(subscriptions, eq(subscriptions.id, invoices.subscriptionId))
        .leftJoin(checkoutSessions, eq(checkoutSessions.id, invoices.checkoutSessionId))
        .where(eq(invoices.id, id))
        .limit(1);
      return row;
    },

    async insert(tx: Db, invoice: NewInvoice) {
      const [row] = await tx.insert(invoices).values(invoice).returning();
      if (!row) throw new Error('invoice insert returned nothing');
      return row;
    },

    /** Completes what an earlier, out-of-order event wrote: the checkout or payment it belongs to. */
    async fillReferences(
      tx: Db,
      invoice: InvoiceRow,
      refs: Pick<NewInvoice, 'checkoutSessionId' | 'providerPaymentIntentId'>,
    ) {
      const checkoutSessionId = invoice.checkoutSessionId ?? refs.checkoutSessionId ?? null;
      const providerPaymentIntentId = invoice.providerPaymentIntentId ?? refs.providerPaymentIntentId ?? null;
      if (
        checkoutSessionId === invoice.checkoutSessionId &&
        providerPaymentIntentId === invoice.providerPaymentIntentId
      )
        return;
      await tx
        .update(invoices)
        .set({ checkoutSessionId, providerPaymentIntentId })
        .where(eq(invoices.id, invoice.id));
    },

    async recordRefund(tx: Db, id: number, refundedCents: number, status: InvoiceRow['status']) {
      await tx.update(invoices).set({ refundedCents, status }).where(eq(invoices.id, id));
    },

    /** A user's invoices, newest first. */
    listForUser(userId: string) {
      return db.select().from(invoices).where(eq(invoices.userId, userId)).orderBy(desc(invoices.id));
    },
  };
}

export type InvoicesRepository = ReturnType<typeof invoicesRepository>;
