import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, billingMessages, products, type Product } from '@penwise/contract';
import { engines } from '../../test/test-database.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { newBuyer } from '../../test/factories.ts';
import { creditsOf, expectLedgerBalanced, invoicesOf, planOf } from './billing-test-kit.ts';

const freePlan: Product = {
  title: 'Community Plan',
  price: '$0',
  priceCents: 0,
  description: 'A free monthly allowance.',
  features: {},
  isSubscription: true,
  credits: 5000,
  maxImageSide: 256,
};
const freePack: Product = { ...freePlan, title: 'Welcome Pack', isSubscription: false, credits: 1000 };

describe.each(engines)('POST /api/plans/purchase with free products on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    // The real catalogue has no free plan or pack: this app's catalogue adds one of each.
    t = await buildTestApp(engine, {}, { products: [...products, freePlan, freePack] });
  });
  afterAll(() => t.close());

  const purchase = (headers: Record<string, string>, product: unknown) =>
    t.app.inject({ method: 'POST', url: apiPaths.plans.purchase, headers, payload: { product } });

  it('records a free plan as a paid invoice, starts it and sets y, with no checkout', async () => {
    const buyer = await newBuyer(t);
    const res = await purchase(buyer.headers, {
      product: 'Community Plan',
      revenue: '0',
      ref_code: 'FRIEND',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: billingMessages.purchased });
    expect(await planOf(t.app, buyer)).toBe('Community Plan');
    expect(await creditsOf(t.app, buyer)).toEqual({ x: 0, y: 5000 });
    expect(await invoicesOf(t.app, buyer)).toMatchObject([
      { product: 'Community Plan', type: 'True', status: 'paid', revenue: '0' },
    ]);
    // Claiming the plan you already have changes nothing.
    expect((await purchase(buyer.headers, 'Community Plan')).statusCode).toBe(200);
    expect(await invoicesOf(t.app, buyer)).toHaveLength(1);
    await expectLedgerBalanced(t);
  });

  it('grants a free pack once per user', async () => {
    const buyer = await newBuyer(t);
    expect((await purchase(buyer.headers, 'Welcome Pack')).statusCode).toBe(200);
    expect((await purchase(buyer.headers, 'Welcome Pack')).statusCode).toBe(200);
    expect(await creditsOf(t.app, buyer)).toEqual({ x: 1000, y: 0 });
    expect(await invoicesOf(t.app, buyer)).toMatchObject([
      { product: 'Welcome Pack', type: 'False', revenue: '0' },
    ]);
    await expectLedgerBalanced(t);
  });

  it('still refuses products with a price', async () => {
    const buyer = await newBuyer(t);
    const res = await purchase(buyer.headers, 'Gold Pack');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'not_free' });
  });
});
