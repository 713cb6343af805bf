import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { findProduct } from '@penwise/contract';
import { startFakeStripe, type FakeStripe } from './fake-stripe-server.ts';
import { testWebhookSecret } from './stripe-event-fixtures.ts';
import { stripePaymentEngine } from './stripe.ts';

const user = { id: '4b7c2a34-7c1d-4a0e-9a57-1d1f0d3f6c11', email: 'buyer@example.com' };
const urls = { successUrl: 'https://penwise.example/success', cancelUrl: 'https://penwise.example/cancel' };
const product = (title: string) => {
  const found = findProduct(title);
  if (!found) throw new Error(`no ${title}`);
  return found;
};

describe('Stripe engine: refundPayment against a local Stripe', () => {
  let fake: FakeStripe;
  let engine: ReturnType<typeof stripePaymentEngine>;

  beforeAll(async () => {
    fake = await startFakeStripe();
    engine = stripePaymentEngine({
      secretKey: 'sk_test_penwise',
      webhookSecret: testWebhookSecret,
      apiBase: fake.url,
      log: pino({ enabled: false }),
    });
  });
  afterAll(() => fake.close());

  const lastRequest = () => fake.requests.at(-1);
  const paidPack = async (title = 'Bronze Pack') => {
    const { sessionId } = await engine.createCheckout({ user, product: product(title), ...urls });
    return fake.complete(sessionId).paymentIntent;
  };

  it('refunds a payment intent in full, keyed so a second run gets the same refund back', async () => {
    const paymentIntent = await paidPack();
    const refund = await engine.refundPayment({ paymentIntentId: paymentIntent, invoiceId: undefined });
    expect(refund).toEqual({
      id: fake.refunds.at(-1)?.id,
      paymentIntentId: paymentIntent,
      amountCents: 999,
      status: 'succeeded',
    });
    expect(refund?.id).toMatch(/^re_/);
    expect(lastRequest()).toEqual({
      method: 'POST',
      path: '/v1/refunds',
      params: { payment_intent: paymentIntent },
      idempotencyKey: `penwise-refund:${paymentIntent}`,
    });
    expect(await engine.refundPayment({ paymentIntentId: paymentIntent })).toEqual(refund);
    expect(fake.refunds.filter((made) => made.payment_intent === paymentIntent)).toHaveLength(1);
  });

  it('finds the payment of a subscription invoice through invoice_payments', async () => {
    const { sessionId } = await engine.createCheckout({ user, product: product('Starter Plan'), ...urls });
    const paid = fake.complete(sessionId);
    const refund = await engine.refundPayment({ invoiceId: paid.invoice });
    expect(refund).toMatchObject({ paymentIntentId: paid.paymentIntent, amountCents: 1999 });
    const [list, create] = fake.requests.slice(-2);
    expect(list).toMatchObject({
      method: 'GET',
      path: '/v1/invoice_payments',
      params: { invoice: paid.invoice, status: 'paid' },
    });
    expect(create).toMatchObject({ path: '/v1/refunds', params: { payment_intent: paid.paymentIntent } });
  });

  it('refunds what a dashboard refund left, and nothing once it is all refunded', async () => {
    const partly = await paidPack('Gold Pack');
    fake.refundInDashboard(partly, 1000);
    expect(await engine.refundPayment({ paymentIntentId: partly })).toMatchObject({ amountCents: 1499 });
    const whole = await paidPack();
    fake.refundInDashboard(whole);
    expect(await engine.refundPayment({ paymentIntentId: whole })).toBeUndefined();
  });

  it('answers 404 when Stripe has no paid payment for the invoice, 503 when Stripe fails', async () => {
    await expect(engine.refundPayment({ invoiceId: 'in_nobody_paid' })).rejects.toMatchObject({
      status: 404,
      message: 'Stripe has no paid payment for invoice in_nobody_paid.',
    });
    await expect(engine.refundPayment({})).rejects.toMatchObject({ status: 404 });
    await expect(engine.refundPayment({ paymentIntentId: 'pi_unknown' })).rejects.toMatchObject({
      status: 404,
      message: 'Stripe has no payment pi_unknown (was it made with other Stripe keys?).',
    });
    const paymentIntent = await paidPack();
    fake.setFailing(true);
    try {
      await expect(engine.refundPayment({ paymentIntentId: paymentIntent })).rejects.toMatchObject({
        code: 'payments_unavailable',
        status: 503,
      });
    } finally {
      fake.setFailing(false);
    }
    expect(fake.refunds.filter((made) => made.payment_intent === paymentIntent)).toEqual([]);
  });
});
