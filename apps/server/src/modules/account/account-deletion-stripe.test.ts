import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountPaths } from '@penwise/contract';
import { invoices } from '../../db/schema/index.ts';
import { newBuyer } from '../../test/factories.ts';
import { engines } from '../../test/test-database.ts';
import { payOnStripe, planOf, useStripeTestApp } from '../billing/billing-test-kit.ts';

describe.each(engines)('deleting an account with a Stripe plan, %s', (engine) => {
  const t = useStripeTestApp(engine);

  it('ends the subscription at Stripe, so nothing more is billed, and keeps the invoice', async () => {
    const buyer = await newBuyer(t());
    const paid = await payOnStripe(t(), buyer, 'Starter Plan');
    expect((await t().deliver(paid.completed)).statusCode).toBe(200);
    expect(await planOf(t().app, buyer)).toBe('Starter Plan');
    const subscriptionId = String(paid.subscription?.id);

    const res = await t().app.inject({
      method: 'POST',
      url: accountPaths.deleteAccount,
      headers: buyer.headers,
      payload: { password: 'correct horse battery' },
    });
    expect(res.statusCode).toBe(200);
    expect(t().fake.subscription(subscriptionId)?.status).toBe('canceled');
    const kept = await t().database.db.select().from(invoices).where(eq(invoices.userId, buyer.id));
    expect(kept).toHaveLength(1);
  });
});
