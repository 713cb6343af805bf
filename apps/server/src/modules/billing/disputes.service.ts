import { billingMessages } from '@penwise/contract';
import type { Dispute } from '../../adapters/payments/index.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { CreditsService } from '../credits/credits.service.ts';
import type { BillingWork, Outcome } from './billing-transaction.ts';
import { invoicesRepository, type InvoiceRow } from './invoices.repository.ts';
import { paymentDisputesRepository, type DisputeRow } from './payment-disputes.repository.ts';
import type { EventRef } from './payment-events.repository.ts';
import { creditsRefunded } from './refunds.service.ts';
import { subscriptionsRepository } from './subscriptions.repository.ts';

export interface DisputesDeps {
  db: Db;
  credits: CreditsService;
  inBillingTransaction: (event: EventRef | undefined, userId: string, work: BillingWork) => Promise<Outcome>;
}

/**
 * Card disputes (chargebacks). While a dispute is open, the disputed share of the payment's credits is
 * held: taken out of the spendable balance as a ledger row. Won, the hold is given back; lost, it stays
 * taken and the invoice records the money returned. Each dispute is held once and closed once, by its id,
 * whatever the order its events arrive in.
 */
export function createDisputes(deps: DisputesDeps) {
  const invoices = invoicesRepository(deps.db);
  const subscriptions = subscriptionsRepository(deps.db);
  const disputes = paymentDisputesRepository();

  /** The invoice the disputed payment paid; an error (so the provider redelivers) until it is recorded. */
  async function disputedInvoice(dispute: Dispute) {
    const refs = { providerInvoiceId: dispute.invoiceId, paymentIntentId: dispute.paymentIntentId };
    const found = await invoices.findPaidBy(deps.db, refs);
    if (!found) throw new AppError('payment_not_recorded', 409, billingMessages.paymentNotRecorded);
    return { found, refs };
  }

  const reference = (invoice: InvoiceRow, dispute: Dispute) => `${String(invoice.id)}: dispute ${dispute.id}`;

  /**
   * Holds the disputed share of what the invoice granted (what is not refunded already). What the user
   * has spent cannot be held: clawBack records it as the ledger row's shortfall.
   */
  async function hold(tx: Db, invoice: InvoiceRow, dispute: Dispute, at: Date): Promise<DisputeRow> {
    const open = Math.max(0, invoice.revenueCents - invoice.refundedCents);
    const credits = creditsRefunded(invoice, Math.min(dispute.amountCents, open), invoice.revenueCents);
    const held =
      credits > 0
        ? await deps.credits.holdBack(tx, {
            userId: invoice.userId,
            credits,
            from: invoice.type === 'pack' ? 'x' : 'y',
            reason: 'dispute_hold',
            reference: reference(invoice, dispute),
            idempotencyKey: `dispute-hold:${dispute.id}`,
          })
        : undefined;
    return disputes.insert(tx, {
      id: dispute.id,
      userId: invoice.userId,
      invoiceId: invoice.id,
      amountCents: dispute.amountCents,
      heldX: held?.x ?? 0,
      heldY: held?.y ?? 0,
      shortfall: held?.shortfall ?? 0,
      createdAt: at,
    });
  }

  /**
   * Subscription credits held are given back only while the period they were held in is still the
   * plan's current one: a new period has set them afresh (they do not carry over), an ended plan to 0.
   */
  async function releasableY(tx: Db, row: DisputeRow) {
    const plan = await subscriptions.findActive(row.userId, tx);
    return plan && plan.currentPeriodStart <= row.createdAt ? row.heldY : 0;
  }

  return {
    /** charge.dispute.created: holds the disputed payment's credits. */
    async open(dispute: Dispute, event?: EventRef): Promise<Outcome> {
      const { found, refs } = await disputedInvoice(dispute);
      return deps.inBillingTransaction(event, found.userId, async (tx, at) => {
        if (await disputes.find(tx, dispute.id)) return [];
        await hold(tx, (await invoices.findPaidBy(tx, refs)) ?? found, dispute, at);
        return [];
      });
    },

    /** charge.dispute.closed: releases the hold when won, keeps it (and marks the invoice) when lost. */
    async close(dispute: Dispute, event?: EventRef): Promise<Outcome> {
      const { found, refs } = await disputedInvoice(dispute);
      return deps.inBillingTransaction(event, found.userId, async (tx, at) => {
        const invoice = (await invoices.findPaidBy(tx, refs)) ?? found;
        const lost = dispute.outcome === 'lost';
        let row = await disputes.find(tx, dispute.id);
        if (!row) {
          // Closed before its opening reached us: a lost one is taken now; a released one never holds.
          if (!lost) {
            await disputes.insert(tx, {
              id: dispute.id,
              userId: invoice.userId,
              invoiceId: invoice.id,
              amountCents: dispute.amountCents,
              status: 'won',
              createdAt: at,
              closedAt: at,
            });
            return [];
          }
          row = await hold(tx, invoice, dispute, at);
        }
        if (!(await disputes.close(tx, row.id, lost ? 'lost' : 'won', at))) return [];
        const close = {
          userId: row.userId,
          reference: reference(invoice, dispute),
          idempotencyKey: `dispute-close:${dispute.id}`,
        };
        if (!lost) {
          await deps.credits.restore(tx, {
            ...close,
            x: row.heldX,
            y: await releasableY(tx, row),
            reason: 'dispute_released',
          });
          return [];
        }
        // The held credits stay taken; this row records that the hold became final.
        await deps.credits.restore(tx, { ...close, x: 0, y: 0, reason: 'dispute_lost' });
        // The card network returned the money to the cardholder: the invoice shows it as refunded.
        const refundedCents = Math.min(invoice.revenueCents, invoice.refundedCents + row.amountCents);
        const status = refundedCents >= invoice.revenueCents ? 'refunded' : invoice.status;
        await invoices.recordRefund(tx, invoice.id, refundedCents, status);
        return [];
      });
    },
  };
}

export type Disputes = ReturnType<typeof createDisputes>;
