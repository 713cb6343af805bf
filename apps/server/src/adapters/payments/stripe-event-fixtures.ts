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
  return stripeEvent('invoice.paid', {
    id: fixture.invoice,
    object: 'invoice',
    status: 'paid',
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
  });
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
