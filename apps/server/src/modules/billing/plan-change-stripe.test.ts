import { describe, expect, it } from 'vitest';
import { apiPaths, type ChangePlanAnswer } from '@penwise/contract';
import { chargeRefunded, stripeEvent } from '../../adapters/payments/stripe-event-fixtures.ts';
import { engines } from '../../test/test-database.ts';
import { newBuyer } from '../../test/factories.ts';
import {
  creditsOf,
  expectLedgerBalanced,
  invoicesOf,
  payOnStripe,
  planOf,
  startCheckout,
  useStripeTestApp,
} from './billing-test-kit.ts';

describe.each(engines)('one plan at a time and plan changes on Stripe, %s', (engine) => {
  const t = useStripeTestApp(engine);
  const rows = async (buyer: Awaited<ReturnType<typeof newBuyer>>) =>
    (await invoicesOf(t().app, buyer)).map(({ product, status, revenue }) => ({ product, status, revenue }));

  it('refunds a second paid checkout through Stripe and stops its subscription: one plan, one refund', async () => {
    const buyer = await newBuyer(t());
    const first = await startCheckout(t().app, buyer, 'Starter Plan');
    const second = await startCheckout(t().app, buyer, 'Starter Plan');
    const paidFirst = t().fake.complete(first);
    const paidSecond = t().fake.complete(second);
    const delivered = await Promise.all([
      t().deliver(stripeEvent('checkout.session.completed', paidFirst.session)),
      t().deliver(stripeEvent('checkout.session.completed', paidSecond.session)),
    ]);
    expect(delivered.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(await planOf(t().app, buyer)).toBe('Starter Plan');
    expect(await creditsOf(t().app, buyer)).toEqual({ x: 0, y: 200000 });
    const refunds = t().fake.refunds.filter((refund) =>
      [paidFirst.paymentIntent, paidSecond.paymentIntent].includes(String(refund.payment_intent)),
    );
    expect(refunds.map((refund) => refund.amount)).toEqual([1999]);
    const refundedIntent = String(refunds[0]?.payment_intent);
    const loser = refundedIntent === paidFirst.paymentIntent ? paidFirst : paidSecond;
    expect(t().fake.subscription(String(loser.subscription?.id))?.status).toBe('canceled');
    expect((await rows(buyer)).sort((a, b) => a.status.localeCompare(b.status))).toEqual([
      { product: 'Starter Plan', status: 'paid', revenue: '1999' },
      { product: 'Starter Plan', status: 'refunded', revenue: '1999' },
    ]);
    // Stripe's own charge.refunded for it changes nothing more.
    expect((await t().deliver(chargeRefunded(refundedIntent, 1999, 1999))).statusCode).toBe(200);
    expect(await creditsOf(t().app, buyer)).toEqual({ x: 0, y: 200000 });
    await expectLedgerBalanced(t());
  });

  it('upgrades the Stripe subscription with proration and applies the paid invoice once', async () => {
    const buyer = await newBuyer(t());
    const start = new Date(t().clock.now().getTime() - 10 * 86_400_000);
    const paid = await payOnStripe(t(), buyer, 'Starter Plan', start);
    await t().deliver(paid.completed);
    const res = await t().app.inject({
      method: 'POST',
      url: apiPaths.plans.changePlan,
      headers: buyer.headers,
      payload: { plan: 'Premium Plan' },
    });
    expect(res.statusCode).toBe(200);
    const change = res.json<ChangePlanAnswer>().success;
    // 20 of 30 days unused: 1999 × 2/3 = 1333 credited.
    expect(change.kind).toBe('upgrade');
    expect(change).toMatchObject({ creditCents: 1333, amountCents: 4999 - 1333 });
    const subscription = t().fake.subscription(String(paid.subscription?.id));
    const invoiceId = String(subscription?.latest_invoice);
    const invoice = t().fake.invoice(invoiceId);
    expect(invoice?.amount_paid).toBe(change.amountCents);
    const update = t().fake.requests.find(
      (request) =>
        request.method === 'POST' && request.path === `/v1/subscriptions/${String(paid.subscription?.id)}`,
    );
    expect(update?.params).toMatchObject({
      proration_behavior: 'always_invoice',
      billing_cycle_anchor: { type: 'now' },
    });
    expect(await planOf(t().app, buyer)).toBe('Premium Plan');
    expect(await creditsOf(t().app, buyer)).toEqual({ x: 0, y: 400000 });
    // Stripe's invoice.paid for the same invoice comes later: nothing more.
    expect((await t().deliver(stripeEvent('invoice.paid', invoice ?? {}))).statusCode).toBe(200);
    expect(await rows(buyer)).toEqual([
      { product: 'Premium Plan', status: 'paid', revenue: String(change.amountCents) },
      { product: 'Starter Plan', status: 'paid', revenue: '1999' },
    ]);
    await expectLedgerBalanced(t());
  });

  it('answers 402 and changes nothing when the card is declined', async () => {
    const buyer = await newBuyer(t());
    await t().deliver((await payOnStripe(t(), buyer, 'Starter Plan')).completed);
    t().fake.setDeclining(true);
    try {
      const res = await t().app.inject({
        method: 'POST',
        url: apiPaths.plans.changePlan,
        headers: buyer.headers,
        payload: { plan: 'Platinum Plan' },
      });
      expect(res.statusCode).toBe(402);
      expect(res.json()).toMatchObject({ code: 'payment_failed' });
    } finally {
      t().fake.setDeclining(false);
    }
    expect(await planOf(t().app, buyer)).toBe('Starter Plan');
    expect(await creditsOf(t().app, buyer)).toEqual({ x: 0, y: 200000 });
  });
});
