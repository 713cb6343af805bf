import { describe, expect, it } from 'vitest';
import { apiPaths, type BillingStatus } from '@penwise/contract';
import {
  invoicePaid,
  invoicePaymentFailed,
  subscriptionUpdated,
} from '../../adapters/payments/stripe-event-fixtures.ts';
import { engines } from '../../test/test-database.ts';
import { newBuyer, type Buyer } from '../../test/factories.ts';
import {
  creditsOf,
  expectLedgerBalanced,
  payOnStripe,
  planOf,
  spend,
  useStripeTestApp,
  type StripeTestApp,
} from './billing-test-kit.ts';

const day = 86400;

async function statusOf(t: StripeTestApp, buyer: Buyer): Promise<BillingStatus> {
  const res = await t.app.inject({
    method: 'POST',
    url: apiPaths.billing.status,
    headers: buyer.headers,
    payload: {},
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ success: BillingStatus }>().success;
}

/** A buyer on `plan`, paid on the local Stripe for a period starting at the app's clock. */
async function subscribed(t: StripeTestApp, plan: string) {
  const buyer = await newBuyer(t);
  const paid = await payOnStripe(t, buyer, plan, t.clock.now());
  await t.deliver(paid.completed);
  const period = paid.period ?? { start: 0, end: 0 };
  const subscription = paid.subscription?.id ?? '';
  const metadata = paid.session.metadata as Record<string, string>;
  const next = { start: period.end, end: period.end + 30 * day };
  return { buyer, paid, period, next, subscription, metadata };
}

describe.each(engines)('Stripe subscription lifecycle on %s', (engine) => {
  const t = useStripeTestApp(engine);

  describe('invoice.payment_failed', () => {
    it('puts the plan past due with no credits until invoice.paid restores it', async () => {
      const { buyer, next, subscription, metadata } = await subscribed(t(), 'Starter Plan');
      await spend(t(), buyer, 1000);
      const renewal = { invoice: 'in_renewal_declined', subscription, period: next, metadata };
      const failed = invoicePaymentFailed({ ...renewal, amountDue: 1999 });

      expect((await t().deliver(failed)).statusCode).toBe(200);
      expect(await creditsOf(t().app, buyer)).toEqual({ x: 0, y: 0 });
      expect(await planOf(t().app, buyer)).toBe('Starter Plan');
      expect(await statusOf(t(), buyer)).toMatchObject({
        plan: 'Starter Plan',
        pastDue: true,
        canManageBilling: true,
      });
      // A redelivery and Stripe's next failed retry of the same invoice change nothing more.
      await t().deliver(failed);
      await t().deliver(invoicePaymentFailed({ ...renewal, amountDue: 1999 }));
      expect(await creditsOf(t().app, buyer)).toEqual({ x: 0, y: 0 });

      await t().deliver(invoicePaid({ ...renewal, amountPaid: 1999 }));
      expect(await creditsOf(t().app, buyer)).toEqual({ x: 0, y: 200000 });
      expect(await statusOf(t(), buyer)).toMatchObject({ plan: 'Starter Plan', pastDue: false });
      await expectLedgerBalanced(t());
    });

    it('a failure reported after its invoice was paid changes nothing', async () => {
      const { buyer, next, subscription, metadata } = await subscribed(t(), 'Premium Plan');
      const renewal = { invoice: 'in_paid_then_failed', subscription, period: next, metadata };
      await t().deliver(invoicePaid({ ...renewal, amountPaid: 4999 }));
      await spend(t(), buyer, 5000);
      await t().deliver(invoicePaymentFailed({ ...renewal, amountDue: 4999 }));
      expect(await creditsOf(t().app, buyer)).toEqual({ x: 0, y: 395000 });
      expect(await statusOf(t(), buyer)).toMatchObject({ pastDue: false });
      await expectLedgerBalanced(t());
    });

    it('ignores invoices of subscriptions that are not Penwise’s', async () => {
      const foreign = invoicePaymentFailed({
        invoice: 'in_foreign',
        subscription: 'sub_foreign',
        period: { start: 1, end: 2 },
        metadata: {},
        amountDue: 500,
      });
      expect((await t().deliver(foreign)).statusCode).toBe(200);
    });
  });

  describe('customer.subscription.updated', () => {
    it('mirrors a cancellation at period end made in Stripe, and its undoing', async () => {
      const { buyer, subscription, metadata } = await subscribed(t(), 'Starter Plan');
      const update = { subscription, metadata, price: { unitAmount: 1999 } };
      await t().deliver(subscriptionUpdated({ ...update, cancelAtPeriodEnd: true }));
      expect(await statusOf(t(), buyer)).toMatchObject({ plan: 'Starter Plan', cancelAtPeriodEnd: true });
      await t().deliver(subscriptionUpdated({ ...update, cancelAtPeriodEnd: false }));
      expect(await statusOf(t(), buyer)).toMatchObject({ plan: 'Starter Plan', cancelAtPeriodEnd: false });
    });

    it('mirrors an upgrade made in Stripe; its credits come once, with the paid invoice', async () => {
      const { buyer, next, subscription, metadata } = await subscribed(t(), 'Starter Plan');
      await spend(t(), buyer, 1000);
      // The dashboard picked a price that names the plan; the subscription's metadata still says Starter.
      const upgraded = subscriptionUpdated({
        subscription,
        metadata,
        price: { unitAmount: 4999, metadata: { product: 'Premium Plan' } },
        latestInvoice: 'in_first',
      });
      await t().deliver(upgraded);
      await t().deliver(upgraded);
      expect(await planOf(t().app, buyer)).toBe('Premium Plan');
      // The echo grants nothing by itself: Penwise's own upgrade, or the next invoice, pays for credits.
      expect(await creditsOf(t().app, buyer)).toEqual({ x: 0, y: 199000 });

      const renewal = { invoice: 'in_after_upgrade', subscription, period: next, metadata, amountPaid: 4999 };
      await t().deliver(invoicePaid(renewal));
      await t().deliver(invoicePaid(renewal));
      expect(await creditsOf(t().app, buyer)).toEqual({ x: 0, y: 400000 });
      expect(await planOf(t().app, buyer)).toBe('Premium Plan');
      await expectLedgerBalanced(t());
    });

    it('a downgrade made in Stripe (a price found by its amount) waits for the next period', async () => {
      const { buyer, subscription, metadata } = await subscribed(t(), 'Platinum Plan');
      await t().deliver(subscriptionUpdated({ subscription, metadata, price: { unitAmount: 1999 } }));
      expect(await planOf(t().app, buyer)).toBe('Platinum Plan');
      expect(await creditsOf(t().app, buyer)).toEqual({ x: 0, y: 500000 });
      // Changed back in Stripe before the period ended: nothing is waiting any more.
      await t().deliver(subscriptionUpdated({ subscription, metadata, price: { unitAmount: 12999 } }));
      expect(await planOf(t().app, buyer)).toBe('Platinum Plan');
      await expectLedgerBalanced(t());
    });

    it('answers 409 (Stripe delivers it again) for a Penwise subscription not recorded yet', async () => {
      const buyer = await newBuyer(t());
      const update = subscriptionUpdated({
        subscription: 'sub_not_yet',
        metadata: { userId: buyer.id, product: 'Starter Plan' },
        cancelAtPeriodEnd: true,
      });
      const res = await t().deliver(update);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'payment_not_recorded' });
    });
  });
});
