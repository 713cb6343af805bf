import { describe, expect, it } from 'vitest';
import { apiPaths, billingMessages, type BillingStatusAnswer } from '@penwise/contract';
import { engines } from '../../test/test-database.ts';
import { useTestApp, type TestApp } from '../../test/test-app.ts';
import { newBuyer, type Buyer } from '../../test/factories.ts';
import { buyOnTestCheckout, invoicesOf, payOnStripe, planOf, useStripeTestApp } from './billing-test-kit.ts';

const engine = engines[0] ?? 'pglite';
const post = (t: TestApp, url: string, buyer?: Buyer) =>
  t.app.inject({ method: 'POST', url, headers: buyer?.headers ?? {}, payload: {} });
const cancelsAtPeriodEnd = async (t: TestApp, buyer: Buyer) =>
  (await post(t, apiPaths.billing.status, buyer)).json<BillingStatusAnswer>().success.cancelAtPeriodEnd;

describe('POST /api/plans/resume with the test checkout', () => {
  const t = useTestApp(engine);

  it('takes back a cancellation: the plan renews at the period end again', async () => {
    const buyer = await newBuyer(t());
    await buyOnTestCheckout(t().app, buyer, 'Starter Plan');
    await post(t(), apiPaths.plans.cancelPlan, buyer);
    expect(await cancelsAtPeriodEnd(t(), buyer)).toBe(true);

    const res = await post(t(), apiPaths.plans.resumePlan, buyer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: billingMessages.planResumed });
    expect(await cancelsAtPeriodEnd(t(), buyer)).toBe(false);
    // Asking twice is harmless.
    expect((await post(t(), apiPaths.plans.resumePlan, buyer)).statusCode).toBe(200);

    await t().app.inject({ method: 'POST', url: apiPaths.testCheckout.advanceClock, payload: { days: 32 } });
    expect(await planOf(t().app, buyer)).toBe('Starter Plan');
    expect(await invoicesOf(t().app, buyer)).toHaveLength(2);
  });

  it('refuses a user without a plan, and a guest', async () => {
    const buyer = await newBuyer(t());
    const res = await post(t(), apiPaths.plans.resumePlan, buyer);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: billingMessages.notSubscribed, code: 'not_subscribed' });
    expect((await post(t(), apiPaths.plans.resumePlan)).statusCode).toBe(401);
  });
});

describe('POST /api/plans/resume on Stripe', () => {
  const t = useStripeTestApp(engine);

  it('clears cancel_at_period_end on the Stripe subscription too', async () => {
    const buyer = await newBuyer(t());
    const paid = await payOnStripe(t(), buyer, 'Premium Plan');
    await t().deliver(paid.completed);
    const subscriptionId = String(paid.subscription?.id);

    await post(t(), apiPaths.plans.cancelPlan, buyer);
    expect(t().fake.subscription(subscriptionId)?.cancel_at_period_end).toBe(true);

    const res = await post(t(), apiPaths.plans.resumePlan, buyer);
    expect(res.statusCode).toBe(200);
    expect(t().fake.subscription(subscriptionId)?.cancel_at_period_end).toBe(false);
    expect(await cancelsAtPeriodEnd(t(), buyer)).toBe(false);
  });
});
