import { billingMessages } from '@penwise/contract';
import type { Refund } from '../../adapters/payments/index.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { CreditsService } from '../credits/credits.service.ts';
import type { BillingWork, Outcome } from './billing-transaction.ts';
import { invoicesRepository, type InvoiceRow } from './invoices.repository.ts';
import type { EventRef } from './payment-events.repository.ts';
import type { Provider } from './subscriptions.repository.ts';

export interface RefundsDeps {
  db: Db;
  credits: CreditsService;
  inBillingTransaction: (event: EventRef | undefined, userId: string, work: BillingWork) => Promise<Outcome>;
}

/** What one refund changed: the invoice's refunded total afterwards and the credits it took back. */
export interface RefundApplied {
  refundedCents: number;
  /** What this refund added to the invoice's refunded total. */
  addedCents: number;
  status: InvoiceRow['status'];
  /** Credits this refund claws back: `taken` from the balance plus the `shortfall` already spent. */
  credits: number;
  taken: number;
  shortfall: number;
}

/** Credits a refund of `refundedCents` out of `amountCents` takes back: the same share of what was granted. */
export const creditsRefunded = (
  invoice: Pick<InvoiceRow, 'credits'>,
  refundedCents: number,
  amountCents: number,
) =>
  amountCents <= 0
    ? invoice.credits
    : Math.floor((invoice.credits * Math.min(refundedCents, amountCents)) / amountCents);

/** Refunds: the invoice is marked, and its credits are clawed back as far as the balance allows. */
export function createRefunds(deps: RefundsDeps) {
  const invoices = invoicesRepository(deps.db);

  /**
   * THE refund rule, for provider events and operators alike. `refundedCents` out of `amountCents` is
   * the payment's running total, so a partial refund followed by another claws back only the difference,
   * and a total at or below what the invoice already records (a late event, a second run) changes nothing.
   * `invoice` must be locked by the caller's transaction.
   */
  async function applyRefund(
    tx: Db,
    invoice: InvoiceRow,
    totals: { refundedCents: number; amountCents: number },
    note?: string,
  ): Promise<RefundApplied | undefined> {
    const refundedCents = Math.min(totals.refundedCents, invoice.revenueCents);
    if (refundedCents <= invoice.refundedCents) return undefined;
    const before = creditsRefunded(invoice, invoice.refundedCents, totals.amountCents);
    const after = creditsRefunded(invoice, refundedCents, totals.amountCents);
    let clawed = { taken: 0, shortfall: 0 };
    if (after > before) {
      // What the user already spent cannot be taken back: clawBack records it as the shortfall.
      const result = await deps.credits.clawBack(tx, {
        userId: invoice.userId,
        credits: after - before,
        from: invoice.type === 'pack' ? 'x' : 'y',
        reason: 'refund',
        reference: note ? `${String(invoice.id)}: ${note}` : String(invoice.id),
        idempotencyKey: `refund:${invoice.id}:${refundedCents}`,
      });
      clawed = result ?? clawed;
    }
    const status = refundedCents >= invoice.revenueCents ? 'refunded' : invoice.status;
    await invoices.recordRefund(tx, invoice.id, refundedCents, status);
    const addedCents = refundedCents - invoice.refundedCents;
    return { refundedCents, addedCents, status, credits: after - before, ...clawed };
  }

  /** The invoice by the number users see, with who took its money; refuses unknown and free invoices. */
  async function invoiceToRefund(id: number) {
    const found = Number.isSafeInteger(id) && id > 0 ? await invoices.findWithPayer(id) : undefined;
    if (!found) throw new AppError('not_found', 404, `No invoice #${String(id)}.`);
    const { invoice } = found;
    if (invoice.revenueCents <= 0) {
      throw new AppError(
        'validation_failed',
        400,
        `Invoice #${String(id)} was free: there is no payment to refund (use remove to take credits back).`,
      );
    }
    // Plans carry their provider; packs paid on the test checkout have their session in our table.
    const paidWith: Provider = found.planProvider ?? (found.testCheckoutSession ? 'test' : 'stripe');
    return { invoice, paidWith, refunded: invoice.refundedCents >= invoice.revenueCents };
  }

  return {
    invoiceToRefund,

    /** Applies a provider refund (a webhook); the amounts are the payment's running totals. */
    async recordRefund(refund: Refund, event?: EventRef): Promise<Outcome> {
      const refs = { providerInvoiceId: refund.invoiceId, paymentIntentId: refund.paymentIntentId };
      const found = await invoices.findPaidBy(deps.db, refs);
      // Refunded before its purchase reached us: answer an error so the provider delivers it again later.
      if (!found) throw new AppError('payment_not_recorded', 409, billingMessages.paymentNotRecorded);
      return deps.inBillingTransaction(event, found.userId, async (tx) => {
        const invoice = (await invoices.findPaidBy(tx, refs)) ?? found;
        await applyRefund(tx, invoice, refund);
        return [];
      });
    },

    /**
     * Records a full refund of invoice `id` (an operator's, once the provider has paid it back).
     * Undefined `applied`: it was refunded in full already, and nothing changed.
     */
    async refundInvoice(id: number, note?: string) {
      const { invoice: found } = await invoiceToRefund(id);
      let applied: RefundApplied | undefined;
      await deps.inBillingTransaction(undefined, found.userId, async (tx) => {
        const invoice = (await invoices.findById(tx, found.id)) ?? found;
        const full = { refundedCents: invoice.revenueCents, amountCents: invoice.revenueCents };
        applied = await applyRefund(tx, invoice, full, note);
        return [];
      });
      return { invoice: found, applied };
    },
  };
}

export type Refunds = ReturnType<typeof createRefunds>;
