import { billingMessages } from '@penwise/contract';
import type { Refund } from '../../adapters/payments/index.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { CreditsService } from '../credits/credits.service.ts';
import type { BillingWork, Outcome } from './billing-transaction.ts';
import { invoicesRepository, type InvoiceRow } from './invoices.repository.ts';
import type { EventRef } from './payment-events.repository.ts';

export interface RefundsDeps {
  db: Db;
  credits: CreditsService;
  inBillingTransaction: (event: EventRef | undefined, userId: string, work: BillingWork) => Promise<Outcome>;
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

  return {
    /**
     * Applies a provider refund. Amounts are the payment's running totals, so a partial refund followed
     * by another claws back only the difference, and an older event arriving late changes nothing.
     */
    async recordRefund(refund: Refund, event?: EventRef): Promise<Outcome> {
      const refs = { providerInvoiceId: refund.invoiceId, paymentIntentId: refund.paymentIntentId };
      const found = await invoices.findPaidBy(deps.db, refs);
      // Refunded before its purchase reached us: answer an error so the provider delivers it again later.
      if (!found) throw new AppError('payment_not_recorded', 409, billingMessages.paymentNotRecorded);
      return deps.inBillingTransaction(event, found.userId, async (tx) => {
        const invoice = (await invoices.findPaidBy(tx, refs)) ?? found;
        const refundedCents = Math.min(refund.refundedCents, invoice.revenueCents);
        if (refundedCents <= invoice.refundedCents) return [];
        const before = creditsRefunded(invoice, invoice.refundedCents, refund.amountCents);
        const after = creditsRefunded(invoice, refundedCents, refund.amountCents);
        if (after > before) {
          // What the user already spent cannot be taken back: clawBack records it as the shortfall.
          await deps.credits.clawBack(tx, {
            userId: invoice.userId,
            credits: after - before,
            from: invoice.type === 'pack' ? 'x' : 'y',
            reason: 'refund',
            reference: String(invoice.id),
            idempotencyKey: `refund:${invoice.id}:${refundedCents}`,
          });
        }
        const status = refundedCents >= invoice.revenueCents ? 'refunded' : invoice.status;
        await invoices.recordRefund(tx, invoice.id, refundedCents, status);
        return [];
      });
    },
  };
}

export type Refunds = ReturnType<typeof createRefunds>;
