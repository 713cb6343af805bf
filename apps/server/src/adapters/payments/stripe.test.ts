import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.ts';
import {
  catalogueProduct as product,
  paidCheckout,
  stripeTestUser as user,
  useLocalStripe,
} from './local-stripe-kit.ts';
import {
  chargeRefunded,
  checkoutCompleted,
  invoicePaid,
  signedDelivery,
  subscriptionDeleted,
  unix,
} from './stripe-event-fixtures.ts';

const urls = {
  successUrl: 'https://penwise.example/success?session_id={CHECKOUT_SESSION_ID}',
  cancelUrl: 'https://penwise.example/cancel',
};

describe('Stripe engine against a local Stripe', () => {
  const stripe = useLocalStripe();

  const lastRequest = () => stripe.fake.requests.at(-1);

  it('creates a subscription-mode session for a plan, priced monthly from the catalogue', async () => {
    const starter = product('Starter Plan');
    const { sessionId, url } = await stripe.engine.createCheckout({
      user,
      product: starter,
      refCode: 'FRIEND',
      ...urls,
    });
    expect(url).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`);
    const request = lastRequest();
    expect(request).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' });
    const metadata = { userId: user.id, product: 'Starter Plan', refCode: 'FRIEND' };
    expect(request?.params).toMatchObject({
      mode: 'subscription',
      success_url: urls.successUrl,
      cancel_url: urls.cancelUrl,
      client_reference_id: user.id,
      customer_email: user.email,
      metadata,
      subscription_data: { metadata },
      line_items: [
        {
          quantity: '1',
          price_data: {
            currency: 'usd',
            unit_amount: '1999',
            recurring: { interval: 'month' },
            product_data: { name: 'Starter Plan' },
          },
        },
      ],
    });
    expect(request?.params).not.toHaveProperty('payment_intent_data');
  });

  it('creates a payment-mode session for a pack, with no recurring price', async () => {
    await stripe.engine.createCheckout({ user, product: product('Gold Pack'), ...urls });
    const params = lastRequest()?.params;
    expect(params).toMatchObject({
      mode: 'payment',
      metadata: { userId: user.id, product: 'Gold Pack' },
      payment_intent_data: { metadata: { userId: user.id, product: 'Gold Pack' } },
      line_items: [{ price_data: { unit_amount: '2499' } }],
    });
    expect(JSON.stringify(params)).not.toContain('recurring');
    expect(params).not.toHaveProperty('metadata.refCode');
  });

  it('retrieves a paid plan checkout with its subscription, first invoice and period', async () => {
    const { sessionId } = await stripe.engine.createCheckout({
      user,
      product: product('Premium Plan'),
      ...urls,
    });
    expect(await stripe.engine.retrieveCheckout(sessionId)).toMatchObject({
      status: 'open',
      payment_status: 'unpaid',
    });
    const paid = stripe.fake.complete(sessionId, { start: new Date('2026-03-01T00:00:00Z'), days: 31 });
    const view = await stripe.engine.retrieveCheckout(sessionId);
    expect(lastRequest()?.params).toMatchObject({ expand: ['subscription'] });
    expect(view).toMatchObject({
      id: sessionId,
      status: 'complete',
      payment_status: 'paid',
      mode: 'subscription',
      amountCents: 4999,
      subscriptionId: paid.subscription?.id,
      invoiceId: paid.invoice,
      metadata: { userId: user.id, product: 'Premium Plan' },
      period: { start: new Date('2026-03-01T00:00:00Z'), end: new Date('2026-04-01T00:00:00Z') },
    });
  });

  it('answers undefined for a session Stripe does not know', async () => {
    expect(await stripe.engine.retrieveCheckout('cs_test_nope')).toBeUndefined();
  });

  it('sets cancel_at_period_end on the subscription', async () => {
    const subscription = (await paidCheckout(stripe, 'Starter Plan', urls)).subscription;
    await stripe.engine.cancelAtPeriodEnd(subscription?.id ?? '');
    expect(lastRequest()).toMatchObject({
      method: 'POST',
      path: `/v1/subscriptions/${subscription?.id}`,
      params: { cancel_at_period_end: 'true' },
    });
    expect(stripe.fake.subscription(subscription?.id ?? '')?.cancel_at_period_end).toBe(true);
  });

  it('turns an unreachable Stripe into 503 payments_unavailable', async () => {
    stripe.fake.setFailing(true);
    try {
      const error = await stripe.engine
        .createCheckout({ user, product: product('Bronze Pack'), ...urls })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: 'payments_unavailable', status: 503 });
    } finally {
      stripe.fake.setFailing(false);
    }
  });

  describe('parseWebhook', () => {
    const parse = (event: object, options: Parameters<typeof signedDelivery>[1] = {}) => {
      const delivery = signedDelivery(event, options);
      return stripe.engine.parseWebhook(Buffer.from(delivery.payload), delivery.headers['stripe-signature']);
    };
    const metadata = { userId: user.id, product: 'Starter Plan' };

    it('reads checkout.session.completed', async () => {
      const event = checkoutCompleted({ id: 'cs_test_1', object: 'checkout.session' });
      expect(await parse(event)).toEqual({
        id: event.id,
        type: event.type,
        kind: 'checkout_completed',
        checkoutId: 'cs_test_1',
      });
    });

    it('reads invoice.paid with the period of its subscription line', async () => {
      const period = { start: unix(new Date('2026-02-01Z')), end: unix(new Date('2026-03-01Z')) };
      const event = invoicePaid({
        invoice: 'in_1',
        subscription: 'sub_1',
        amountPaid: 1999,
        period,
        metadata,
      });
      expect(await parse(event)).toMatchObject({
        kind: 'invoice_paid',
        invoice: {
          invoiceId: 'in_1',
          subscriptionId: 'sub_1',
          amountCents: 1999,
          metadata,
          period: { start: new Date('2026-02-01Z'), end: new Date('2026-03-01Z') },
        },
      });
    });

    it('reads customer.subscription.deleted and ignores what Penwise does not act on', async () => {
      expect(await parse(subscriptionDeleted('sub_1', metadata))).toMatchObject({
        kind: 'subscription_ended',
        subscription: { subscriptionId: 'sub_1', metadata },
      });
      expect(await parse({ ...checkoutCompleted({}), type: 'customer.created' })).toMatchObject({
        kind: 'ignored',
      });
    });

    it('traces a refunded subscription charge back to its invoice', async () => {
      const paid = await paidCheckout(stripe, 'Starter Plan', urls);
      expect(await parse(chargeRefunded(paid.paymentIntent, 1999, 500))).toMatchObject({
        kind: 'payment_refunded',
        refund: {
          paymentIntentId: paid.paymentIntent,
          invoiceId: paid.invoice,
          amountCents: 1999,
          refundedCents: 500,
        },
      });
    });

    it.each([
      ['a wrong secret', { secret: 'whsec_someone_else' }],
      ['a timestamp over five minutes old', { timestamp: unix(new Date()) - 6 * 60 }],
    ])('refuses %s with invalid_signature', async (_, options) => {
      await expect(parse(checkoutCompleted({ id: 'cs_x' }), options)).rejects.toMatchObject({
        code: 'invalid_signature',
        status: 400,
      });
    });

    it('refuses a body changed after signing, and a missing signature', async () => {
      const delivery = signedDelivery(checkoutCompleted({ id: 'cs_x' }));
      const tampered = Buffer.from(delivery.payload.replace('cs_x', 'cs_y'));
      await expect(
        stripe.engine.parseWebhook(tampered, delivery.headers['stripe-signature']),
      ).rejects.toMatchObject({
        code: 'invalid_signature',
      });
      await expect(
        stripe.engine.parseWebhook(Buffer.from(delivery.payload), undefined),
      ).rejects.toMatchObject({
        code: 'invalid_signature',
      });
    });
  });
});
