import { describe, expect, it } from 'vitest';
import {
  apiPaths,
  billingMessages,
  type AdvanceClockAnswer,
  type ChangePlanAnswer,
  type ChangePreviewAnswer,
} from '@penwise/contract';
import { nextMonth } from '../../adapters/payments/index.ts';
import { engines } from '../../test/test-database.ts';
import { useTestApp } from '../../test/test-app.ts';
import { newBuyer, type Buyer } from '../../test/factories.ts';
import {
  creditsOf,
  expectLedgerBalanced,
  invoicesOf,
  planOf,
  spend,
  startCheckout,
} from './billing-test-kit.ts';

describe.each(engines)('one plan at a time and plan changes, test checkout on %s', (engine) => {
  const t = useTestApp(engine);
  const pay = (buyer: Buyer, sessionId: string) =>
    t().app.inject({
      method: 'POST',
      url: `${apiPaths.testCheckout.actions}/${sessionId}/pay`,
      headers: buyer.headers,
    });
  const checkout = (buyer: Buyer, product: string) =>
    t().app.inject({
      method: 'POST',
      url: apiPaths.plans.createCheckoutSession,
      headers: buyer.headers,
      payload: { product },
    });
  const preview = (buyer: Buyer, plan: string) =>
    t().app.inject({
      method: 'GET',
      url: `${apiPaths.plans.changePreview}?plan=${encodeURIComponent(plan)}`,
      headers: buyer.headers,
    });
  const change = (buyer: Buyer, plan: string) =>
    t().app.inject({
      method: 'POST',
      url: apiPaths.plans.changePlan,
      headers: buyer.headers,
      payload: { plan },
    });
  /** Moves the billing clock (not the sessions' clock) and settles due periods; answers the new time. */
  const advanceDays = async (days: number) => {
    const res = await t().app.inject({
      method: 'POST',
      url: apiPaths.testCheckout.advanceClock,
      payload: { days },
    });
    expect(res.statusCode).toBe(200);
    return new Date(res.json<AdvanceClockAnswer>().success.now);
  };
  const subscriptionInvoices = async (buyer: Buyer) =>
    (await invoicesOf(t().app, buyer)).map(({ product, status, revenue }) => ({ product, status, revenue }));

  describe('a second payment for a plan', () => {
    it('refunds the second of two checkouts made before either was paid: one plan, one refund', async () => {
      const buyer = await newBuyer(t());
      const first = await startCheckout(t().app, buyer, 'Starter Plan');
      const second = await startCheckout(t().app, buyer, 'Starter Plan');
      expect((await pay(buyer, first)).statusCode).toBe(303);
      expect((await pay(buyer, second)).statusCode).toBe(303);
      expect(await planOf(t().app, buyer)).toBe('Starter Plan');
      expect(await creditsOf(t().app, buyer)).toEqual({ x: 0, y: 200000 });
      expect(await subscriptionInvoices(buyer)).toEqual([
        { product: 'Starter Plan', status: 'refunded', revenue: '1999' },
        { product: 'Starter Plan', status: 'paid', revenue: '1999' },
      ]);
      // Paying again or renewing later brings the refunded subscription back to nothing.
      await pay(buyer, second);
      await advanceDays(32);
      expect((await invoicesOf(t().app, buyer)).filter((row) => row.status === 'refunded')).toHaveLength(1);
      expect(await creditsOf(t().app, buyer)).toEqual({ x: 0, y: 200000 });
      await expectLedgerBalanced(t());
    });

    it('keeps one plan when two checkouts for different plans are paid at the same moment', async () => {
      const buyer = await newBuyer(t());
      const starter = await startCheckout(t().app, buyer, 'Starter Plan');
      const premium = await startCheckout(t().app, buyer, 'Premium Plan');
      const paid = await Promise.all([pay(buyer, starter), pay(buyer, premium)]);
      expect(paid.map((res) => res.statusCode)).toEqual([303, 303]);
      const invoices = await subscriptionInvoices(buyer);
      expect(invoices.filter((row) => row.status === 'paid')).toHaveLength(1);
      expect(invoices.filter((row) => row.status === 'refunded')).toHaveLength(1);
      const kept = invoices.find((row) => row.status === 'paid')?.product;
      expect(await planOf(t().app, buyer)).toBe(kept);
      expect((await creditsOf(t().app, buyer)).y).toBe(kept === 'Starter Plan' ? 200000 : 400000);
      await expectLedgerBalanced(t());
    });

    it('answers a checkout for another plan while one is active with 409 plan_change_required', async () => {
      const buyer = await newBuyer(t());
      await pay(buyer, await startCheckout(t().app, buyer, 'Starter Plan'));
      const res = await checkout(buyer, 'Premium Plan');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: billingMessages.planChangeRequired, code: 'plan_change_required' });
      // Packs are still sold beside a plan.
      expect((await checkout(buyer, 'Bronze Pack')).statusCode).toBe(200);
    });
  });

  describe('upgrading', () => {
    it('replaces the plan at once for the new price less the unused part, with the new credits', async () => {
      const buyer = await newBuyer(t());
      await pay(buyer, await startCheckout(t().app, buyer, 'Starter Plan'));
      await spend(t(), buyer, 50000);
      // Ten days into a month of 28 to 31 days, the unused rest of Starter's price is taken off.
      const paidAt = await advanceDays(0);
      const now = await advanceDays(10);
      const end = nextMonth(paidAt);
      const creditCents = Math.round(
        (1999 * (end.getTime() - now.getTime())) / (end.getTime() - paidAt.getTime()),
      );
      expect(creditCents).toBeGreaterThan(1999 * (17 / 31));
      const amountCents = 4999 - creditCents;
      const quoted = await preview(buyer, 'Premium Plan');
      expect(quoted.statusCode).toBe(200);
      expect(quoted.json<ChangePreviewAnswer>().success).toEqual({
        kind: 'upgrade',
        plan: 'Premium Plan',
        currentPlan: 'Starter Plan',
        amountCents,
        price: `$${(amountCents / 100).toFixed(2)}`,
        creditCents,
        effectiveAt: now.toISOString(),
        credits: 400000,
      });

      const res = await change(buyer, 'Premium Plan');
      expect(res.statusCode).toBe(200);
      expect(res.json<ChangePlanAnswer>().success).toMatchObject({
        kind: 'upgrade',
        amountCents,
        message: billingMessages.upgraded,
      });
      expect(await planOf(t().app, buyer)).toBe('Premium Plan');
      expect(await creditsOf(t().app, buyer)).toEqual({ x: 0, y: 400000 });
      expect(await subscriptionInvoices(buyer)).toEqual([
        { product: 'Premium Plan', status: 'paid', revenue: String(amountCents) },
        { product: 'Starter Plan', status: 'paid', revenue: '1999' },
      ]);
      // The new month starts at the upgrade: the next renewal is a month later, at the full price.
      await advanceDays(27);
      expect((await invoicesOf(t().app, buyer)).length).toBe(2);
      await advanceDays(5);
      expect((await subscriptionInvoices(buyer))[0]).toEqual({
        product: 'Premium Plan',
        status: 'paid',
        revenue: '4999',
      });
      await expectLedgerBalanced(t());
    });

    it('charges once when the upgrade is asked twice at the same moment', async () => {
      const buyer = await newBuyer(t());
      await pay(buyer, await startCheckout(t().app, buyer, 'Starter Plan'));
      const both = await Promise.all([change(buyer, 'Platinum Plan'), change(buyer, 'Platinum Plan')]);
      expect(both.some((res) => res.statusCode === 200)).toBe(true);
      expect(await planOf(t().app, buyer)).toBe('Platinum Plan');
      const invoices = await subscriptionInvoices(buyer);
      expect(invoices.filter((row) => row.product === 'Platinum Plan')).toEqual([
        // Upgraded right after paying: Starter's whole month is credited.
        { product: 'Platinum Plan', status: 'paid', revenue: String(12999 - 1999) },
      ]);
      expect(await creditsOf(t().app, buyer)).toEqual({ x: 0, y: 500000 });
      await expectLedgerBalanced(t());
    });
  });

  describe('downgrading', () => {
    it('keeps the plan and its credits to the end of the period, then renews on the cheaper plan', async () => {
      const buyer = await newBuyer(t());
      const paidAt = await advanceDays(0);
      await pay(buyer, await startCheckout(t().app, buyer, 'Premium Plan'));
      const quoted = (await preview(buyer, 'Starter Plan')).json<ChangePreviewAnswer>().success;
      expect(quoted).toMatchObject({ kind: 'downgrade', amountCents: 0, price: '$0.00', credits: 200000 });
      expect(quoted.effectiveAt).toBe(nextMonth(paidAt).toISOString());

      const res = await change(buyer, 'Starter Plan');
      expect(res.json<ChangePlanAnswer>().success.message).toBe(billingMessages.downgradeScheduled);
      expect(await planOf(t().app, buyer)).toBe('Premium Plan');
      expect(await creditsOf(t().app, buyer)).toEqual({ x: 0, y: 400000 });

      await advanceDays(32);
      expect(await planOf(t().app, buyer)).toBe('Starter Plan');
      expect(await creditsOf(t().app, buyer)).toEqual({ x: 0, y: 200000 });
      expect((await subscriptionInvoices(buyer))[0]).toEqual({
        product: 'Starter Plan',
        status: 'paid',
        revenue: '1999',
      });
      await expectLedgerBalanced(t());
    });

    it('is undone by choosing the current plan again, which renews as before', async () => {
      const buyer = await newBuyer(t());
      await pay(buyer, await startCheckout(t().app, buyer, 'Premium Plan'));
      await change(buyer, 'Starter Plan');
      const back = await change(buyer, 'Premium Plan');
      expect(back.json<ChangePlanAnswer>().success).toMatchObject({
        kind: 'same',
        message: billingMessages.changeUndone,
      });
      // Nothing left to undo: the running plan is not sold twice.
      expect((await change(buyer, 'Premium Plan')).statusCode).toBe(409);
      await advanceDays(32);
      expect(await planOf(t().app, buyer)).toBe('Premium Plan');
      expect((await subscriptionInvoices(buyer))[0]).toMatchObject({
        product: 'Premium Plan',
        revenue: '4999',
      });
      await expectLedgerBalanced(t());
    });
  });

  describe('bad requests', () => {
    it('refuses a change without a plan, to a pack or to an unknown plan, changing nothing', async () => {
      const buyer = await newBuyer(t());
      const none = await change(buyer, 'Premium Plan');
      expect(none.statusCode).toBe(400);
      expect(none.json()).toMatchObject({ code: 'not_subscribed', error: billingMessages.notSubscribed });
      await pay(buyer, await startCheckout(t().app, buyer, 'Starter Plan'));
      expect((await preview(buyer, 'Gold Pack')).json()).toMatchObject({ error: billingMessages.notAPlan });
      expect((await change(buyer, 'Diamond Plan')).statusCode).toBe(400);
      expect((await preview(buyer, '')).statusCode).toBe(400);
      const guest = await t().app.inject({
        method: 'POST',
        url: apiPaths.plans.changePlan,
        payload: { plan: 'x' },
      });
      expect(guest.statusCode).toBe(401);
      expect(await planOf(t().app, buyer)).toBe('Starter Plan');
      expect(await invoicesOf(t().app, buyer)).toHaveLength(1);
    });
  });
});
