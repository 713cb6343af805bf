import { describe, expect, it } from 'vitest';
import { billingMessages } from '@penwise/contract';
import {
  checkoutCompleted,
  invoicePaid,
  stripeEvent,
  subscriptionDeleted,
  unix,
} from '../../adapters/payments/stripe-event-fixtures.ts';
import { engines } from '../../test/test-database.ts';
import { newBuyer } from '../../test/factories.ts';
import {
  creditsOf,
  expectLedgerBalanced,
  invoicesOf,
  payOnStripe,
  planOf,
  spend,
  useStripeTestApp,
  verifySession,
} from './billing-test-kit.ts';

const day = 86400;

describe.each(engines)('POST /api/stripe/webhook on %s', (engine) => {
  const t = useStripeTestApp(engine);

  describe('signatures', () => {
    it.each([
      ['signed with another secret', { secret: 'whsec_not_ours' }],
      ['signed more than five minutes ago', { timestamp: unix(new Date()) - 10 * 60 }],
    ])('refuses an event %s with 400 and changes nothing', async (_, options) => {
      const buyer = await newBuyer(t());
      const { completed } = await payOnStripe(t(), buyer, 'Bronze Pack');
      const res = await t().deliver(completed, options);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: billingMessages.badSignature, code: 'invalid_signature' });
      expect(await creditsOf(t().app, buyer)).toEqual({ x: 0, y: 0 });
      expect(await invoicesOf(t().app, buyer)).toEqual([]);
      // The same event, correctly signed, still applies: the refused delivery was not recorded.
      expect((await t().deliver(completed)).statusCode).toBe(200);
      expect(await creditsOf(t().app, buyer)).toEqual({ x: 200000, y: 0 });
    });

    it('refuses a delivery without a signature header', async () => {
      const res = await t().app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(checkoutCompleted({ id: 'cs_x' })),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalid_signature' });
    });
  });

  describe('checkout.session.completed', () => {
    it('grants a pack once, however often the event and verify-session arrive', async () => {
      const buyer = await newBuyer(t());
      const { completed, sessionId, session } = await payOnStripe(t(), buyer, 'Bronze Pack');
      expect((await t().deliver(completed)).json()).toEqual({ received: true });
      expect(await creditsOf(t().app, buyer)).toEqual({ x: 200000, y: 0 });

      expect((await t().deliver(completed)).statusCode).toBe(200);
      await t().deliver(stripeEvent('checkout.session.async_payment_succeeded', session));
      expect((await verifySession(t().app, sessionId)).json()).toMatchObject({ payment_status: 'paid' });
      expect(await creditsOf(t().app, buyer)).toEqual({ x: 200000, y: 0 });
      expect(await invoicesOf(t().app, buyer)).toMatchObject([{ product: 'Bronze Pack', revenue: '999' }]);
      await expectLedgerBalanced(t());
    });

    it('ignores events Penwise does not act on, and checkouts without Penwise metadata', async () => {
      expect((await t().deliver(stripeEvent('customer.created', { id: 'cus_1' }))).statusCode).toBe(200);
      const buyer = await newBuyer(t());
      const { session, completed } = await payOnStripe(t(), buyer, 'Gold Pack');
      session.metadata = {};
      expect((await t().deliver(completed)).statusCode).toBe(200);
      expect(await creditsOf(t().app, buyer)).toEqual({ x: 0, y: 0 });
    });
  });

  describe('plans', () => {
    it('does not grant the first invoice again after its checkout', async () => {
      const buyer = await newBuyer(t());
      const paid = await payOnStripe(t(), buyer, 'Starter Plan');
      await t().deliver(paid.completed);
      expect(await planOf(t().app, buyer)).toBe('Starter Plan');
      await spend(t(), buyer, 1000);
      const first = {
        invoice: paid.invoice ?? '',
        subscription: paid.subscription?.id ?? '',
        amountPaid: 1999,
      };
      const fixture = {
        ...first,
        period: paid.period ?? { start: 0, end: 0 },
        metadata: paid.session.metadata as Record<string, string>,
      };
      expect(
        (await t().deliver(invoicePaid({ ...fixture, billingReason: 'subscription_create' }))).statusCode,
      ).toBe(200);
      expect(await creditsOf(t().app, buyer)).toEqual({ x: 0, y: 199000 });
      expect(await invoicesOf(t().app, buyer)).toHaveLength(1);
      await expectLedgerBalanced(t());
    });

    it('ends in the same state when invoice.paid arrives before checkout.session.completed', async () => {
      const buyer = await newBuyer(t());
      const paid = await payOnStripe(t(), buyer, 'Premium Plan');
      const metadata = paid.session.metadata as Record<string, string>;
      const first = invoicePaid({
        invoice: paid.invoice ?? '',
        subscription: paid.subscription?.id ?? '',
        amountPaid: 4999,
        period: paid.period ?? { start: 0, end: 0 },
        metadata,
        billingReason: 'subscription_create',
      });
      await t().deliver(first);
      expect(await planOf(t().app, buyer)).toBe('Premium Plan');
      expect(await creditsOf(t().app, buyer)).toEqual({ x: 0, y: 400000 });
      await spend(t(), buyer, 5000);
      await t().deliver(paid.completed);
      expect(await creditsOf(t().app, buyer)).toEqual({ x: 0, y: 395000 });
      const invoices = await invoicesOf(t().app, buyer);
      expect(invoices).toMatchObject([{ product: 'Premium Plan', type: 'True', revenue: '4999' }]);
      expect(invoices).toHaveLength(1);
      await expectLedgerBalanced(t());
    });

    it('renews on invoice.paid for the next period, and a late older invoice changes nothing', async () => {
      const buyer = await newBuyer(t());
      const paid = await payOnStripe(t(), buyer, 'Starter Plan');
      await t().deliver(paid.completed);
      await spend(t(), buyer, 150000);
      const period = paid.period ?? { start: 0, end: 0 };
      const base = { subscription: paid.subscription?.id ?? '', amountPaid: 1999, metadata: {} };
      const renewal = invoicePaid({
        ...base,
        invoice: 'in_renewal_1',
        period: { start: period.end, end: period.end + 31 * day },
      });
      await t().deliver(renewal);
      expect(await creditsOf(t().app, buyer)).toEqual({ x: 0, y: 200000 });
      expect(await invoicesOf(t().app, buyer)).toHaveLength(2);

      await spend(t(), buyer, 1000);
      await t().deliver(renewal);
      await t().deliver(invoicePaid({ ...base, invoice: paid.invoice ?? '', period }));
      expect(await creditsOf(t().app, buyer)).toEqual({ x: 0, y: 199000 });
      expect(await invoicesOf(t().app, buyer)).toHaveLength(2);
      await expectLedgerBalanced(t());
    });

    it('a first period arriving after its renewal leaves the renewed credits alone', async () => {
      const buyer = await newBuyer(t());
      const paid = await payOnStripe(t(), buyer, 'Starter Plan');
      const period = paid.period ?? { start: 0, end: 0 };
      const metadata = paid.session.metadata as Record<string, string>;
      const next = { start: period.end, end: period.end + 31 * day };
      const subscription = paid.subscription?.id ?? '';
      await t().deliver(
        invoicePaid({ invoice: 'in_second', subscription, amountPaid: 1999, period: next, metadata }),
      );
      await spend(t(), buyer, 2000);
      await t().deliver(paid.completed);
      expect(await creditsOf(t().app, buyer)).toEqual({ x: 0, y: 198000 });
      expect(await planOf(t().app, buyer)).toBe('Starter Plan');
      expect(await invoicesOf(t().app, buyer)).toHaveLength(2);
      await expectLedgerBalanced(t());
    });

    it('cancels at period end at Stripe, then customer.subscription.deleted ends the plan', async () => {
      const buyer = await newBuyer(t());
      const paid = await payOnStripe(t(), buyer, 'Platinum Plan');
      await t().deliver(paid.completed);
      const packPaid = await payOnStripe(t(), buyer, 'Bronze Pack');
      await t().deliver(packPaid.completed);

      const res = await t().app.inject({
        method: 'POST',
        url: '/api/plans/cancel-plan',
        headers: buyer.headers,
        payload: {},
      });
      expect(res.json()).toEqual({ success: billingMessages.cancelScheduled });
      expect(t().fake.subscription(paid.subscription?.id ?? '')?.cancel_at_period_end).toBe(true);
      expect(await planOf(t().app, buyer)).toBe('Platinum Plan');

      const deleted = subscriptionDeleted(
        paid.subscription?.id ?? '',
        paid.session.metadata as Record<string, string>,
      );
      await t().deliver(deleted);
      await t().deliver(deleted);
      expect(await planOf(t().app, buyer)).toBe('False');
      expect(await creditsOf(t().app, buyer)).toEqual({ x: 200000, y: 0 });
      await expectLedgerBalanced(t());
    });

    it('a subscription deleted before its checkout arrives never starts', async () => {
      const buyer = await newBuyer(t());
      const paid = await payOnStripe(t(), buyer, 'Starter Plan');
      await t().deliver(
        subscriptionDeleted(paid.subscription?.id ?? '', paid.session.metadata as Record<string, string>),
      );
      await t().deliver(paid.completed);
      expect(await planOf(t().app, buyer)).toBe('False');
      expect(await creditsOf(t().app, buyer)).toEqual({ x: 0, y: 0 });
      expect(await invoicesOf(t().app, buyer)).toHaveLength(1);
      await expectLedgerBalanced(t());
    });

    it('sells no second plan beside an active one: another plan is a change (change-plan)', async () => {
      const buyer = await newBuyer(t());
      const starter = await payOnStripe(t(), buyer, 'Starter Plan');
      await t().deliver(starter.completed);
      await expect(payOnStripe(t(), buyer, 'Premium Plan')).rejects.toThrow(/plan_change_required/);
      expect(await planOf(t().app, buyer)).toBe('Starter Plan');
      expect(await creditsOf(t().app, buyer)).toEqual({ x: 0, y: 200000 });
      expect(t().fake.subscription(starter.subscription?.id ?? '')?.cancel_at_period_end).toBe(false);
      await expectLedgerBalanced(t());
    });
  });
});
