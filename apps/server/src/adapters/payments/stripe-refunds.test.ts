import { describe, expect, it } from 'vitest';
import { paidCheckout, useLocalStripe } from './local-stripe-kit.ts';

const urls = { successUrl: 'https://penwise.example/success', cancelUrl: 'https://penwise.example/cancel' };

describe('Stripe engine: refundPayment against a local Stripe', () => {
  const stripe = useLocalStripe();

  const lastRequest = () => stripe.fake.requests.at(-1);
  const paidPack = async (title = 'Bronze Pack') => (await paidCheckout(stripe, title, urls)).paymentIntent;

  it('refunds a payment intent in full, keyed so a second run gets the same refund back', async () => {
    const paymentIntent = await paidPack();
    const refund = await stripe.engine.refundPayment({
      paymentIntentId: paymentIntent,
      invoiceId: undefined,
    });
    expect(refund).toEqual({
      id: stripe.fake.refunds.at(-1)?.id,
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
    expect(await stripe.engine.refundPayment({ paymentIntentId: paymentIntent })).toEqual(refund);
    expect(stripe.fake.refunds.filter((made) => made.payment_intent === paymentIntent)).toHaveLength(1);
  });

  it('finds the payment of a subscription invoice through invoice_payments', async () => {
    const paid = await paidCheckout(stripe, 'Starter Plan', urls);
    const refund = await stripe.engine.refundPayment({ invoiceId: paid.invoice });
    expect(refund).toMatchObject({ paymentIntentId: paid.paymentIntent, amountCents: 1999 });
    const [list, create] = stripe.fake.requests.slice(-2);
    expect(list).toMatchObject({
      method: 'GET',
      path: '/v1/invoice_payments',
      params: { invoice: paid.invoice, status: 'paid' },
    });
    expect(create).toMatchObject({ path: '/v1/refunds', params: { payment_intent: paid.paymentIntent } });
  });

  it('refunds what a dashboard refund left, and nothing once it is all refunded', async () => {
    const partly = await paidPack('Gold Pack');
    stripe.fake.refundInDashboard(partly, 1000);
    expect(await stripe.engine.refundPayment({ paymentIntentId: partly })).toMatchObject({
      amountCents: 1499,
    });
    const whole = await paidPack();
    stripe.fake.refundInDashboard(whole);
    expect(await stripe.engine.refundPayment({ paymentIntentId: whole })).toBeUndefined();
  });

  it('answers 404 when Stripe has no paid payment for the invoice, 503 when Stripe fails', async () => {
    await expect(stripe.engine.refundPayment({ invoiceId: 'in_nobody_paid' })).rejects.toMatchObject({
      status: 404,
      message: 'Stripe has no paid payment for invoice in_nobody_paid.',
    });
    await expect(stripe.engine.refundPayment({})).rejects.toMatchObject({ status: 404 });
    await expect(stripe.engine.refundPayment({ paymentIntentId: 'pi_unknown' })).rejects.toMatchObject({
      status: 404,
      message: 'Stripe has no payment pi_unknown (was it made with other Stripe keys?).',
    });
    const paymentIntent = await paidPack();
    stripe.fake.setFailing(true);
    try {
      await expect(stripe.engine.refundPayment({ paymentIntentId: paymentIntent })).rejects.toMatchObject({
        code: 'payments_unavailable',
        status: 503,
      });
    } finally {
      stripe.fake.setFailing(false);
    }
    expect(stripe.fake.refunds.filter((made) => made.payment_intent === paymentIntent)).toEqual([]);
  });
});
