import type Stripe from 'stripe';
import type { CheckoutView, EndedSubscription, PaidInvoice, Period } from './payment-engine.ts';

type Expandable = string | { id: string } | null | undefined;

/** Stripe fields hold either an id or, when expanded, the object. */
export const idOf = (value: Expandable): string | undefined =>
  typeof value === 'string' ? value : (value?.id ?? undefined);

const fromUnix = (seconds: number) => new Date(seconds * 1000);

const periodOf = (start: number | undefined, end: number | undefined): Period | undefined =>
  start !== undefined && end !== undefined ? { start: fromUnix(start), end: fromUnix(end) } : undefined;

// Stripe's enums are open (they may grow); anything unknown is treated as not finished and not paid.
const sessionStatus = (status: string | null) =>
  status === 'complete' || status === 'expired' ? status : 'open';
const paymentStatus = (status: string) =>
  status === 'paid' || status === 'no_payment_required' ? status : 'unpaid';

/** A Checkout Session (retrieved with `expand: ['subscription']`) as the engine-neutral view. */
export function checkoutView(session: Stripe.Checkout.Session): CheckoutView {
  const subscription = typeof session.subscription === 'object' ? session.subscription : null;
  const item = subscription?.items.data[0];
  return {
    id: session.id,
    status: sessionStatus(session.status),
    payment_status: paymentStatus(session.payment_status),
    metadata: session.metadata ?? {},
    mode: session.mode === 'subscription' ? 'subscription' : 'payment',
    amountCents: session.amount_total,
    customerId: idOf(session.customer),
    subscriptionId: idOf(session.subscription),
    invoiceId: idOf(session.invoice),
    paymentIntentId: idOf(session.payment_intent),
    period: periodOf(item?.current_period_start, item?.current_period_end),
  };
}

/**
 * A paid subscription invoice, or undefined for invoices of anything else. The period is the one the
 * invoice's subscription line covers: the period being paid for, first or renewal alike.
 */
export function paidInvoice(invoice: Stripe.Invoice): PaidInvoice | undefined {
  const details = invoice.parent?.subscription_details;
  const subscriptionId = idOf(details?.subscription);
  if (!details || !subscriptionId) return undefined;
  const line = invoice.lines.data.find((candidate) => candidate.period.end > candidate.period.start);
  const period =
    periodOf(line?.period.start, line?.period.end) ?? periodOf(invoice.period_start, invoice.period_end);
  if (!period) return undefined;
  return {
    invoiceId: invoice.id,
    subscriptionId,
    customerId: idOf(invoice.customer),
    amountCents: invoice.amount_paid,
    period,
    metadata: details.metadata ?? {},
  };
}

export function endedSubscription(subscription: Stripe.Subscription): EndedSubscription {
  return { subscriptionId: subscription.id, metadata: subscription.metadata };
}
