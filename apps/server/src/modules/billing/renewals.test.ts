import { describe, expect, it } from 'vitest';
import { apiPaths, billingMessages, type AdvanceClockAnswer } from '@penwise/contract';
import { engines } from '../../test/test-database.ts';
import { buildTestApp, useTestApp } from '../../test/test-app.ts';
import { newBuyer, type Buyer } from '../../test/factories.ts';
import {
  buyOnTestCheckout,
  creditsOf,
  expectLedgerBalanced,
  invoicesOf,
  planOf,
  spend,
  startCheckout,
} from './billing-test-kit.ts';
import type { TestApp } from '../../test/test-app.ts';

const dayMinutes = 24 * 60;

const subscribe = (t: TestApp, buyer: Buyer, plan: string) => buyOnTestCheckout(t.app, buyer, plan);

describe.each(engines)('test-checkout renewals on %s', (engine) => {
  const t = useTestApp(engine);
  const advance = (
    days: number,
    options: { remoteAddress?: string; headers?: Record<string, string> } = {},
  ) =>
    t().app.inject({
      method: 'POST',
      url: apiPaths.testCheckout.advanceClock,
      payload: { days },
      ...options,
    });
  const cancelPlan = (buyer: Buyer) =>
    t().app.inject({ method: 'POST', url: apiPaths.plans.cancelPlan, headers: buyer.headers, payload: {} });

  it('renews a plan when its month is over: a new invoice and y back to the plan credits', async () => {
    const buyer = await newBuyer(t());
    await subscribe(t(), buyer, 'Starter Plan');
    await spend(t(), buyer, 150000);
    expect(await creditsOf(t().app, buyer)).toEqual({ x: 0, y: 50000 });

    expect((await advance(10)).statusCode).toBe(200);
    expect(await creditsOf(t().app, buyer)).toEqual({ x: 0, y: 50000 });

    const res = await advance(22);
    expect(res.statusCode).toBe(200);
    expect(res.json<AdvanceClockAnswer>().success.renewed).toBeGreaterThanOrEqual(1);
    expect(await creditsOf(t().app, buyer)).toEqual({ x: 0, y: 200000 });
    const invoices = await invoicesOf(t().app, buyer);
    expect(invoices).toHaveLength(2);
    expect(invoices.map((invoice) => invoice.type)).toEqual(['True', 'True']);
    expect(Number(invoices[0]?.invoiceNum)).toBeGreaterThan(Number(invoices[1]?.invoiceNum));
    expect(await planOf(t().app, buyer)).toBe('Starter Plan');
    await expectLedgerBalanced(t());
  });

  it('renews once per elapsed month when the clock jumps several months', async () => {
    const buyer = await newBuyer(t());
    await subscribe(t(), buyer, 'Premium Plan');
    await advance(3 * 31);
    expect(await invoicesOf(t().app, buyer)).toHaveLength(4);
    expect(await creditsOf(t().app, buyer)).toEqual({ x: 0, y: 400000 });
    await expectLedgerBalanced(t());
  });

  it('cancel-plan keeps the plan to the period end, then ends it with y at 0', async () => {
    const buyer = await newBuyer(t());
    await subscribe(t(), buyer, 'Platinum Plan');
    const res = await cancelPlan(buyer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: billingMessages.cancelScheduled });
    expect((await cancelPlan(buyer)).json()).toEqual({ success: billingMessages.cancelScheduled });
    expect(await planOf(t().app, buyer)).toBe('Platinum Plan');
    expect(await creditsOf(t().app, buyer)).toEqual({ x: 0, y: 500000 });

    await advance(32);
    expect(await planOf(t().app, buyer)).toBe('False');
    expect(await creditsOf(t().app, buyer)).toEqual({ x: 0, y: 0 });
    expect(await invoicesOf(t().app, buyer)).toHaveLength(1);
    const again = await cancelPlan(buyer);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: billingMessages.notSubscribed, code: 'not_subscribed' });
    await expectLedgerBalanced(t());
  });

  it('keeps pack credits when a plan ends', async () => {
    const buyer = await newBuyer(t());
    await buyOnTestCheckout(t().app, buyer, 'Bronze Pack');
    await subscribe(t(), buyer, 'Starter Plan');
    await cancelPlan(buyer);
    await advance(32);
    expect(await creditsOf(t().app, buyer)).toEqual({ x: 200000, y: 0 });
    await expectLedgerBalanced(t());
  });

  it('moves the clock only for callers on this machine, not through a proxy', async () => {
    const far = await advance(1, { remoteAddress: '203.0.113.9' });
    expect(far.statusCode).toBe(403);
    expect(far.json()).toEqual({ error: billingMessages.loopbackOnly, code: 'forbidden' });
    expect((await advance(1, { headers: { 'x-forwarded-for': '203.0.113.9' } })).statusCode).toBe(403);
    expect((await advance(-1)).statusCode).toBe(400);
  });

  it('expires an unpaid checkout after a day', async () => {
    const buyer = await newBuyer(t());
    const sessionId = await startCheckout(t().app, buyer, 'Silver Pack');
    await advance(2);
    expect((await t().app.inject({ method: 'GET', url: `/checkout/${sessionId}` })).statusCode).toBe(404);
    const paid = await t().app.inject({
      method: 'POST',
      url: `${apiPaths.testCheckout.actions}/${sessionId}/pay`,
      headers: buyer.headers,
    });
    expect(paid.statusCode).toBe(404);
    expect(await creditsOf(t().app, buyer)).toEqual({ x: 0, y: 0 });
  });
});

describe('the renewal scheduler', () => {
  it('renews on its own, on the app clock, every BILLING_CHECK_INTERVAL', async () => {
    // A login outlives the jump: the test clock moves sessions too.
    const t = await buildTestApp('pglite', {
      BILLING_CHECK_INTERVAL: '1',
      SESSION_TTL: '90d',
      SESSION_IDLE_TTL: '90d',
    });
    try {
      const buyer = await newBuyer(t);
      await subscribe(t, buyer, 'Starter Plan');
      await spend(t, buyer, 1000);
      t.clock.advanceMinutes(31 * dayMinutes);
      await expect.poll(() => invoicesOf(t.app, buyer), { timeout: 5000, interval: 100 }).toHaveLength(2);
      expect(await creditsOf(t.app, buyer)).toEqual({ x: 0, y: 200000 });
      await expectLedgerBalanced(t);
    } finally {
      await t.close();
    }
  });
});
