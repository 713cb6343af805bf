import Stripe from 'stripe';
import type { FastifyBaseLogger } from 'fastify';
import { billingMessages, type Product } from '@penwise/contract';
import { AppError } from '../../errors.ts';
import type {
  CheckoutRequest,
  PaymentEngine,
  PaidInvoice,
  PaymentEvent,
  PlanChangeRequest,
  ProviderRefund,
  RefundRequest,
} from './payment-engine.ts';
import {
  checkoutView,
  disputeOf,
  endedSubscription,
  failedInvoice,
  idOf,
  paidInvoice,
  updatedSubscription,
} from './stripe-objects.ts';

export interface StripeEngineOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another API address (tests, self-hosted mocks); Stripe's own when undefined. */
  apiBase?: string | undefined;
  log: FastifyBaseLogger;
}

function apiAddress(apiBase: string | undefined) {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol } as const;
}

const isMissing = (error: unknown) =>
  typeof error === 'object' && error !== null && 'statusCode' in error && error.statusCode === 404;

// A declined card answers 402 with type card_error.
const isCardError = (error: unknown) =>
  typeof error === 'object' && error !== null && 'statusCode' in error && error.statusCode === 402;

const unix = (date: Date) => Math.floor(date.getTime() / 1000);

const isAlreadyRefunded = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'charge_already_refunded';

/** Stripe hosted Checkout and signed webhooks, through the official SDK. */
export function stripePaymentEngine(
  options: StripeEngineOptions,
): PaymentEngine & { readonly provider: 'stripe' } {
  const stripe = new Stripe(options.secretKey, {
    ...apiAddress(options.apiBase),
    maxNetworkRetries: 2,
    timeout: 20_000,
  });

  /** Any failure to reach Stripe becomes a 503 the user can retry; the details go to the log only. */
  function unavailable(what: string, error: unknown) {
    options.log.error({ err: error, what }, 'Stripe call failed');
    return new AppError('payments_unavailable', 503, billingMessages.paymentsUnavailable);
  }

  async function call<T>(what: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw unavailable(what, error);
    }
  }

  /** A subscription payment is refunded by charge, which no longer names its invoice: ask Stripe. */
  async function invoiceOfPayment(paymentIntentId: string) {
    const page = await call('list invoice payments', () =>
      stripe.invoicePayments.list({ payment: { type: 'payment_intent', payment_intent: paymentIntentId } }),
    );
    return idOf(page.data[0]?.invoice);
  }

  /** The payment intent that paid a (subscription) invoice; undefined when Stripe knows no paid one. */
  async function paymentOfInvoice(invoiceId: string) {
    try {
      const page = await stripe.invoicePayments.list({ invoice: invoiceId, status: 'paid' });
      return idOf(page.data.find((payment) => payment.payment.payment_intent)?.payment.payment_intent);
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw unavailable('list invoice payments', error);
    }
  }

  async function refundPayment(request: RefundRequest): Promise<ProviderRefund | undefined> {
    const paymentIntentId =
      request.paymentIntentId ?? (request.invoiceId ? await paymentOfInvoice(request.invoiceId) : undefined);
    if (!paymentIntentId) {
      const what = request.invoiceId ? `invoice ${request.invoiceId}` : 'this invoice';
      throw new AppError('not_found', 404, `Stripe has no paid payment for ${what}.`);
    }
    try {
      // One key per payment: a second run (after a crash, or a concurrent one) gets the same refund back.
      const refund = await stripe.refunds.create(
        { payment_intent: paymentIntentId },
        { idempotencyKey: `penwise-refund:${paymentIntentId}` },
      );
      return {
        id: refund.id,
        paymentIntentId,
        amountCents: refund.amount,
        status: refund.status ?? 'pending',
      };
    } catch (error) {
      // Refunded in full already (the dashboard, or a run older than Stripe's 24 h idempotency window).
      if (isAlreadyRefunded(error)) return undefined;
      if (isMissing(error)) {
        const message = `Stripe has no payment ${paymentIntentId} (was it made with other Stripe keys?).`;
        throw new AppError('not_found', 404, message);
      }
      throw unavailable('create refund', error);
    }
  }

  /** The Stripe product of a catalogue plan, made once under a fixed id: a subscription's price needs one. */
  async function planProductId(product: Product) {
    const id = `penwise_${product.title.toLowerCase().replace(/\W+/g, '_')}`;
    try {
      await stripe.products.retrieve(id);
      return id;
    } catch (error) {
      if (!isMissing(error)) throw unavailable('retrieve product', error);
    }
    await call('create product', () =>
      stripe.products.create(
        { id, name: product.title, description: product.description },
        { idempotencyKey: `penwise-product:${id}` },
      ),
    );
    return id;
  }

  /**
   * Upgrades are invoiced at once with the period restarting now, so Stripe's proration is exactly
   * new price − unused part of the current one (`proration_date` is the time the preview used), and a
   * declined card leaves the subscription as it was (`error_if_incomplete`). Downgrades only set the
   * price the next period bills.
   */
  async function changePlan(request: PlanChangeRequest): Promise<PaidInvoice | undefined> {
    const current = await call('retrieve subscription', () =>
      stripe.subscriptions.retrieve(request.subscriptionId),
    );
    const item = current.items.data[0];
    if (!item) throw unavailable('change plan', new Error(`${request.subscriptionId} has no item`));
    const product = await planProductId(request.next);
    const price = { currency: 'usd', product, unit_amount: request.next.priceCents };
    const common = {
      items: [{ id: item.id, price_data: { ...price, recurring: { interval: 'month' as const } } }],
      cancel_at_period_end: false,
      metadata: { product: request.next.title },
    };
    if (request.when === 'period_end') {
      await call('schedule plan change', () =>
        stripe.subscriptions.update(request.subscriptionId, { ...common, proration_behavior: 'none' }),
      );
      return undefined;
    }
    const key = `penwise-plan-change:${request.subscriptionId}:${unix(request.period.start)}:${product}`;
    let updated: Stripe.Subscription;
    try {
      updated = await stripe.subscriptions.update(
        request.subscriptionId,
        {
          ...common,
          proration_behavior: 'always_invoice' as const,
          billing_cycle_anchor: { type: 'now' as const },
          proration_date: unix(request.at),
          payment_behavior: 'error_if_incomplete' as const,
          expand: ['latest_invoice'],
        },
        { idempotencyKey: key },
      );
    } catch (error) {
      if (isCardError(error)) throw new AppError('payment_failed', 402, billingMessages.changePaymentFailed);
      throw unavailable('change plan', error);
    }
    const invoice = typeof updated.latest_invoice === 'object' ? updated.latest_invoice : null;
    const paid = invoice?.status === 'paid' ? paidInvoice(invoice) : undefined;
    return paid && { ...paid, product: request.next.title };
  }

  return {
    provider: 'stripe',

    changePlan,

    async cancelNow(subscriptionId: string) {
      try {
        await stripe.subscriptions.cancel(subscriptionId);
      } catch (error) {
        if (!isMissing(error)) throw unavailable('cancel subscription', error);
      }
    },

    async createCheckout({ user, customerId, product, refCode, successUrl, cancelUrl }: CheckoutRequest) {
      const metadata = { userId: user.id, product: product.title, ...(refCode ? { refCode } : {}) };
      const recurring = product.isSubscription ? { recurring: { interval: 'month' as const } } : {};
      const session = await call('create checkout session', () =>
        stripe.checkout.sessions.create({
          mode: product.isSubscription ? 'subscription' : 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'usd',
                unit_amount: product.priceCents,
                product_data: { name: product.title, description: product.description },
                ...recurring,
              },
            },
          ],
          success_url: successUrl,
          cancel_url: cancelUrl,
          client_reference_id: user.id,
          // The user's one customer when known, so every payment, card and invoice sits under it.
          ...(customerId ? { customer: customerId } : { customer_email: user.email }),
          metadata,
          // Copied onto the subscription (and each of its invoices) or the payment, so every later
          // event names its user and product even when it arrives before checkout.session.completed.
          ...(product.isSubscription
            ? { subscription_data: { metadata } }
            : { payment_intent_data: { metadata } }),
        }),
      );
      if (!session.url) throw new AppError('payments_unavailable', 503, billingMessages.paymentsUnavailable);
      return { sessionId: session.id, url: session.url };
    },

    async retrieveCheckout(sessionId: string) {
      try {
        return checkoutView(await stripe.checkout.sessions.retrieve(sessionId, { expand: ['subscription'] }));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw unavailable('retrieve checkout session', error);
      }
    },

    async cancelAtPeriodEnd(subscriptionId: string) {
      await call('cancel at period end', () =>
        stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }),
      );
    },

    async resumeAtPeriodEnd(subscriptionId: string) {
      await call('resume subscription', () =>
        stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: false }),
      );
    },

    refundPayment,

    async createCustomer(user: { id: string; email: string }) {
      // Keyed by the user: a retry, or two checkouts started at once, get the same customer back.
      const customer = await call('create customer', () =>
        stripe.customers.create(
          { email: user.email, metadata: { userId: user.id } },
          { idempotencyKey: `penwise-customer:${user.id}` },
        ),
      );
      return customer.id;
    },

    async createPortalSession(customerId: string, returnUrl: string) {
      const session = await call('create portal session', () =>
        stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }),
      );
      return session.url;
    },

    async parseWebhook(rawBody: Buffer, signature: string | undefined): Promise<PaymentEvent> {
      let event: Stripe.Event;
      try {
        // Checks the HMAC over the exact bytes received and refuses timestamps over 5 minutes old.
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', options.webhookSecret);
      } catch {
        throw new AppError('invalid_signature', 400, billingMessages.badSignature);
      }
      const base = { id: event.id, type: event.type };
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded':
          return { ...base, kind: 'checkout_completed', checkoutId: event.data.object.id };
        case 'invoice.paid': {
          const invoice = paidInvoice(event.data.object);
          return invoice ? { ...base, kind: 'invoice_paid', invoice } : { ...base, kind: 'ignored' };
        }
        case 'invoice.payment_failed': {
          const invoice = failedInvoice(event.data.object);
          return invoice ? { ...base, kind: 'invoice_failed', invoice } : { ...base, kind: 'ignored' };
        }
        case 'customer.subscription.updated':
          return {
            ...base,
            kind: 'subscription_updated',
            subscription: updatedSubscription(event.data.object),
          };
        case 'charge.dispute.created':
        case 'charge.dispute.closed': {
          const dispute = disputeOf(event.data.object, event.type === 'charge.dispute.closed');
          if (dispute.paymentIntentId) dispute.invoiceId = await invoiceOfPayment(dispute.paymentIntentId);
          const kind = dispute.outcome ? 'dispute_closed' : 'dispute_opened';
          return { ...base, kind, dispute };
        }
        case 'customer.subscription.deleted':
          return { ...base, kind: 'subscription_ended', subscription: endedSubscription(event.data.object) };
        case 'charge.refunded': {
          const charge = event.data.object;
          const paymentIntentId = idOf(charge.payment_intent);
          const invoiceId = paymentIntentId ? await invoiceOfPayment(paymentIntentId) : undefined;
          const refund = {
            paymentIntentId,
            invoiceId,
            amountCents: charge.amount,
            refundedCents: charge.amount_refunded,
          };
          return { ...base, kind: 'payment_refunded', refund };
        }
        default:
          return { ...base, kind: 'ignored' };
      }
    },
  };
}
