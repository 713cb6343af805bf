import type { PaymentEngine, ProviderRefund } from '../../adapters/payments/index.ts';
import { AppError } from '../../errors.ts';
import type { InvoiceRow } from '../billing/invoices.repository.ts';
import type { Refunds } from '../billing/refunds.service.ts';
import type { CreditsService } from '../credits/credits.service.ts';

/** What `refund-invoice` did, for the operator. */
export interface InvoiceRefundReport {
  invoice: InvoiceRow;
  email: string | undefined;
  /** Who took the money: Stripe, or the test checkout (which took none). */
  paidWith: 'stripe' | 'test';
  /** True when the invoice was refunded in full before this run: nothing changed. */
  alreadyRefunded: boolean;
  /** The provider's refund; undefined when no money moved (test checkout, or refunded there already). */
  providerRefund: ProviderRefund | undefined;
  /** Cents this run marked refunded on the invoice. */
  refundedCents: number;
  taken: number;
  shortfall: number;
  balance: { x: number; y: number };
}

/** Invoice numbers as users see them on their billing history: 12 or #12. */
export function invoiceNumberOf(input: string): number {
  const digits = /^#?(\d{1,15})$/.exec(input.trim())?.[1];
  if (!digits || Number(digits) <= 0) {
    throw new AppError(
      'validation_failed',
      400,
      `"${input}" is not an invoice number: use the number on the billing history, e.g. 12 or #12.`,
    );
  }
  return Number(digits);
}

export interface InvoiceRefundDeps {
  engine: PaymentEngine;
  refunds: Refunds;
  credits: CreditsService;
  emailOf: (userId: string) => Promise<string | undefined>;
}

/** Refunds an invoice in full: the provider pays the money back first, then the ledger claws credits back. */
export function createInvoiceRefund(deps: InvoiceRefundDeps) {
  const { engine, refunds, credits } = deps;

  /** Money goes back through whoever took it; the test checkout took none. */
  async function payBack(invoice: InvoiceRow, paidWith: 'stripe' | 'test') {
    if (paidWith === 'test') return undefined;
    if (engine.provider !== paidWith) {
      throw new AppError(
        'payments_unavailable',
        503,
        `Invoice #${String(invoice.id)} was paid through Stripe: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to refund it.`,
      );
    }
    return engine.refundPayment({
      paymentIntentId: invoice.providerPaymentIntentId ?? undefined,
      invoiceId: invoice.providerInvoiceId ?? undefined,
    });
  }

  return async function refundInvoice(invoiceNumber: string, note?: string): Promise<InvoiceRefundReport> {
    const { invoice, paidWith, refunded } = await refunds.invoiceToRefund(invoiceNumberOf(invoiceNumber));
    // Recorded locally only after the provider said yes: a failure there leaves everything as it was,
    // and a run after a crash in between asks the provider again (same idempotency key) and records it.
    const providerRefund = refunded ? undefined : await payBack(invoice, paidWith);
    const { applied } = refunded ? { applied: undefined } : await refunds.refundInvoice(invoice.id, note);
    return {
      invoice,
      email: await deps.emailOf(invoice.userId),
      paidWith,
      alreadyRefunded: !applied,
      providerRefund,
      refundedCents: applied?.addedCents ?? 0,
      taken: applied?.taken ?? 0,
      shortfall: applied?.shortfall ?? 0,
      balance: await credits.balance(invoice.userId),
    };
  };
}
