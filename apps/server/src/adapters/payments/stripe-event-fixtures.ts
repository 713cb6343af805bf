import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

/** The webhook signing secret tests configure (STRIPE_WEBHOOK_SECRET). */
export const testWebhookSecret = 'whsec_penwise_test_secret';

const unix = (date: Date) => Math.floor(date.getTime() / 1000);
const eventId = () => `evt_${randomBytes(12).toString('hex')}`;

/** An event envelope as Stripe posts it to a webhook endpoint. */
export function stripeEvent(type: string, object: object, id = eventId()) {
  return {
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: unix(new Date()),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

/** The body and headers of a delivery, signed like Stripe signs it (timestamp in seconds, default now). */
export function signedDelivery(event: object, options: { secret?: string; timestamp?: number } = {}) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? testWebhookSecret,
    ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
  });
  return {
    payload,
    headers: { 'stripe-signature': signature, 'content-type': 'application/json; charset=utf-8' },
  };
}

export const checkoutCompleted = (session: object) => stripeEvent('checkout.session.completed', session);

export interface InvoiceFixture {
  invoice: string;
  subscription: string;
  customer?: string;
  amountPaid: number;
  period: { start: number; end: number };
  metadata: Record<string, string>;
  billingReason?: 'subscription_create' | 'subscription_cycle';
}

/** invoice.paid for a subscription invoice, in the shape of API versions since 2025 (parent, lines). */
export function invoicePaid(fixture: InvoiceFixture) {
  return stripeEvent('invoice.paid', subscriptionInvoice(fixture, 'paid'));
}

/** invoice.payment_failed: the card was declined; the invoice stays open while Stripe retries. */
export function invoicePaymentFailed(fixture: Omit<InvoiceFixture, 'amountPaid'> & { amountDue: number }) {
  const invoice = subscriptionInvoice({ ...fixture, amountPaid: 0 }, 'open');
  return stripeEvent('invoice.payment_failed', {
    ...invoice,
    amount_due: fixture.amountDue,
    attempt_count: 1,
  });
}

function subscriptionInvoice(fixture: InvoiceFixture, status: 'paid' | 'open') {
  return {
    id: fixture.invoice,
    object: 'invoice',
    status,
    billing_reason: fixture.billingReason ?? 'subscription_cycle',
    customer: fixture.customer ?? 'cus_fixture',
    amount_paid: fixture.amountPaid,
    currency: 'usd',
    period_start: fixture.period.start,
    period_end: fixture.period.start,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: fixture.subscription, metadata: fixture.metadata },
    },
    lines: {
      object: 'list',
      has_more: false,
      data: [
        {
          id: `il_${fixture.invoice}`,
          object: 'line_item',
          amount: fixture.amountPaid,
          period: fixture.period,
        },
      ],
    },
  };
}

export function subscriptionDeleted(subscription: string, metadata: Record<string, string>) {
  return stripeEvent('customer.subscription.deleted', {
    id: subscription,
    object: 'subscription',
    status: 'canceled',
    metadata,
    items: { object: 'list', data: [] },
  });
}

export interface SubscriptionFixture {
  subscription: string;
  customer?: string;
  metadata: Record<string, string>;
  cancelAtPeriodEnd?: boolean;
  /** The subscription item's price: its monthly amount, metadata and lookup key. */
  price?: { unitAmount: number; metadata?: Record<string, string>; lookupKey?: string };
  latestInvoice?: string;
}

/** customer.subscription.updated, as Stripe sends it after a change in its dashboard or customer portal. */
export function subscriptionUpdated(fixture: SubscriptionFixture) {
  const price = fixture.price ?? { unitAmount: 1999 };
  return stripeEvent('customer.subscription.updated', {
    id: fixture.subscription,
    object: 'subscription',
    status: 'active',
    customer: fixture.customer ?? 'cus_fixture',
    cancel_at_period_end: fixture.cancelAtPeriodEnd ?? false,
    metadata: fixture.metadata,
    latest_invoice: fixture.latestInvoice ?? null,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${fixture.subscription}`,
          object: 'subscription_item',
          price: {
            id: `price_${String(price.unitAmount)}`,
            object: 'price',
            currency: 'usd',
            unit_amount: price.unitAmount,
            lookup_key: price.lookupKey ?? null,
            metadata: price.metadata ?? {},
            recurring: { interval: 'month', interval_count: 1 },
          },
        },
      ],
    },
  });
}

/** charge.dispute.created / .closed for `amount` cents of a payment; `status` as Stripe words it. */
export function chargeDispute(
  type: 'created' | 'closed',
  fixture: { dispute: string; paymentIntent: string; amount: number; status?: string },
) {
  return stripeEvent(`charge.dispute.${type}`, {
    id: fixture.dispute,
    object: 'dispute',
    amount: fixture.amount,
    currency: 'usd',
    charge: `ch_${fixture.paymentIntent}`,
    payment_intent: fixture.paymentIntent,
    reason: 'fraudulent',
    status: fixture.status ?? (type === 'created' ? 'needs_response' : 'lost'),
    metadata: {},
  });
}

/** charge.refunded: `refunded` is the charge's running total of refunds, as Stripe reports it. */
export function chargeRefunded(paymentIntent: string, amount: number, refunded: number) {
  return stripeEvent('charge.refunded', {
    id: `ch_${randomBytes(8).toString('hex')}`,
    object: 'charge',
    amount,
    amount_refunded: refunded,
    refunded: refunded >= amount,
    payment_intent: paymentIntent,
    status: 'succeeded',
    currency: 'usd',
    metadata: {},
  });
}

export { unix };
