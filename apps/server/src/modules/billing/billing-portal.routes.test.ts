import { describe, expect, it } from 'vitest';
import { apiPaths, billingMessages, type BillingStatus } from '@penwise/contract';
import type { FastifyInstance } from 'fastify';
import { engines } from '../../test/test-database.ts';
import { useTestApp } from '../../test/test-app.ts';
import { newBuyer, type Buyer } from '../../test/factories.ts';
import { startCheckout, useStripeTestApp } from './billing-test-kit.ts';

const post = (app: FastifyInstance, url: string, buyer?: Buyer) =>
  app.inject({ method: 'POST', url, headers: buyer?.headers ?? {}, payload: {} });

async function statusOf(app: FastifyInstance, buyer: Buyer): Promise<BillingStatus> {
  return (await post(app, apiPaths.billing.status, buyer)).json<{ success: BillingStatus }>().success;
}

describe.each(engines)('Stripe customers and the customer portal on %s', (engine) => {
  const t = useStripeTestApp(engine);

  it('makes one Stripe customer per user and passes it to every later checkout', async () => {
    const buyer = await newBuyer(t());
    const before = t().fake.requests.length;
    await startCheckout(t().app, buyer, 'Bronze Pack');
    await startCheckout(t().app, buyer, 'Starter Plan');
    await startCheckout(t().app, buyer, 'Gold Pack');
    const made = t().fake.requests.slice(before);
    const customers = made.filter((req) => req.path === '/v1/customers');
    expect(customers).toHaveLength(1);
    expect(customers[0]?.params).toMatchObject({ email: buyer.email, metadata: { userId: buyer.id } });
    const [customer] = [...t().fake.customers.keys()].filter(
      (id) => t().fake.customers.get(id)?.email === buyer.email,
    );
    const checkouts = made.filter((req) => req.path === '/v1/checkout/sessions');
    expect(checkouts).toHaveLength(3);
    for (const checkout of checkouts) {
      expect(checkout.params.customer).toBe(customer);
      expect(checkout.params.customer_email).toBeUndefined();
    }
  });

  it('still makes one customer when a user’s first checkouts start at once', async () => {
    const buyer = await newBuyer(t());
    const before = t().fake.requests.length;
    const products = ['Bronze Pack', 'Silver Pack', 'Gold Pack', 'Starter Plan', 'Bronze Pack'];
    await Promise.all(products.map((product) => startCheckout(t().app, buyer, product)));
    const checkouts = t()
      .fake.requests.slice(before)
      .filter((req) => req.path === '/v1/checkout/sessions');
    expect(checkouts).toHaveLength(5);
    expect(new Set(checkouts.map((checkout) => checkout.params.customer)).size).toBe(1);
    const made = [...t().fake.customers.values()].filter((customer) => customer.email === buyer.email);
    expect(made).toHaveLength(1);
  });

  it('opens the customer portal for a known customer, returning to /billing', async () => {
    const buyer = await newBuyer(t());
    await startCheckout(t().app, buyer, 'Bronze Pack');
    expect(await statusOf(t().app, buyer)).toEqual({
      plan: null,
      pastDue: false,
      cancelAtPeriodEnd: false,
      currentPeriodEnd: null,
      canManageBilling: true,
    });
    const res = await post(t().app, apiPaths.billing.portal, buyer);
    expect(res.statusCode).toBe(200);
    const portal = t().fake.portalSessions.at(-1);
    expect(res.json()).toEqual({ success: { url: portal?.url } });
    expect(portal).toMatchObject({ return_url: `${t().config.PUBLIC_URL}/billing` });
    expect(t().fake.customers.get(String(portal?.customer))?.email).toBe(buyer.email);
  });

  it('refuses the portal with a clear 409 before the user has a customer, and 401 without a login', async () => {
    const buyer = await newBuyer(t());
    expect(await statusOf(t().app, buyer)).toMatchObject({ canManageBilling: false });
    const res = await post(t().app, apiPaths.billing.portal, buyer);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: billingMessages.billingPortalUnavailable,
      code: 'billing_portal_unavailable',
    });
    expect((await post(t().app, apiPaths.billing.portal)).statusCode).toBe(401);
    expect((await post(t().app, apiPaths.billing.status)).statusCode).toBe(401);
  });
});

describe.each(engines)('the customer portal with the test checkout on %s', (engine) => {
  const t = useTestApp(engine);

  it('is not offered: the test checkout has no portal', async () => {
    const buyer = await newBuyer(t());
    await startCheckout(t().app, buyer, 'Bronze Pack');
    expect(await statusOf(t().app, buyer)).toMatchObject({ canManageBilling: false });
    const res = await post(t().app, apiPaths.billing.portal, buyer);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'billing_portal_unavailable' });
  });
});
