import type Stripe from 'stripe';
import type {
  CheckoutView,
  Dispute,
  EndedSubscription,
  FailedInvoice,
  PaidInvoice,
  Period,
  UpdatedSubscription,
} from './payment-engine.ts';

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

/** The subscription and billed period of a subscription invoice; undefined for invoices of anything else. */
function subscriptionInvoice(invoice: Stripe.Invoice) {
  const details = invoice.parent?.subscription_details;
  const subscriptionId = idOf(details?.subscription);
  if (!details || !subscriptionId) return undefined;
  // The subscription line's period is the one being billed, first or renewal alike.
  // An upgrade's invoice also holds the credit for the old plan's unused time: the new period ends last.
  const line = invoice.lines.data
    .filter((candidate) => candidate.period.end > candidate.period.start)
    .reduce<(typeof invoice.lines.data)[number] | undefined>(
      (latest, candidate) => (latest && latest.period.end >= candidate.period.end ? latest : candidate),
      undefined,
    );
  const period =
    periodOf(line?.period.start, line?.period.end) ?? periodOf(invoice.period_start, invoice.period_end);
  if (!period) return undefined;
  return { invoiceId: invoice.id, subscriptionId, period, metadata: details.metadata ?? {} };
}

/** A paid subscription invoice, or undefined for invoices of anything else. */
export function paidInvoice(invoice: Stripe.Invoice): PaidInvoice | undefined {
  const found = subscriptionInvoice(invoice);
  if (!found) return undefined;
  // A plan change's invoice pays for the plan Penwise wrote into the metadata with the change.
  const product = invoice.billing_reason === 'subscription_update' ? found.metadata.product : undefined;
  return { ...found, customerId: idOf(invoice.customer), amountCents: invoice.amount_paid, product };
}

/** A subscription invoice whose payment failed, or undefined for invoices of anything else. */
export function failedInvoice(invoice: Stripe.Invoice): FailedInvoice | undefined {
  return subscriptionInvoice(invoice);
}

/** What Penwise mirrors of a changed subscription: cancellation at period end and the plan its price names. */
export function updatedSubscription(subscription: Stripe.Subscription): UpdatedSubscription {
  const price = subscription.items.data[0]?.price;
  return {
    subscriptionId: subscription.id,
    customerId: idOf(subscription.customer),
    metadata: subscription.metadata,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    priceProduct: price?.metadata.product ?? price?.lookup_key ?? undefined,
    unitAmountCents: price?.unit_amount ?? undefined,
    latestInvoiceId: idOf(subscription.latest_invoice),
  };
}

/**
 * A dispute as Penwise acts on it. Closed as `lost`, the money went back to the cardholder; any other
 * closed status (won, or an inquiry closed without a chargeback) releases what was held.
 */
export function disputeOf(dispute: Stripe.Dispute, closed: boolean): Dispute {
  const outcome = closed ? (dispute.status === 'lost' ? 'lost' : 'released') : undefined;
  return {
    id: dispute.id,
    paymentIntentId: idOf(dispute.payment_intent),
    amountCents: dispute.amount,
    outcome,
  };
}

export function endedSubscription(subscription: Stripe.Subscription): EndedSubscription {
  return { subscriptionId: subscription.id, metadata: subscription.metadata };
}
