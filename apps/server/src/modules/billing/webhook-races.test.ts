import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { chargeRefunded, invoicePaid, stripeEvent } from '../../adapters/payments/stripe-event-fixtures.ts';
import { creditLedger, subscriptions } from '../../db/schema/index.ts';
import { engines } from '../../test/test-database.ts';
import { newBuyer, type Buyer } from '../../test/factories.ts';
import {
  creditsOf,
  expectLedgerBalanced,
  invoicesOf,
  payOnStripe,
  useStripeTestApp,
  verifySession,
  type StripeTestApp,
} from './billing-test-kit.ts';

const times = <T>(n: number, make: () => Promise<T>) => Array.from({ length: n }, make);

async function ledgerRows(t: StripeTestApp, buyer: Buyer) {
  return t.database.db.select().from(creditLedger).where(eq(creditLedger.userId, buyer.id));
}

// PGlite runs one statement at a time, so it cannot lose these races: they run on PostgreSQL only.
describe.skipIf(!engines.includes('postgres'))('webhook races on postgres', () => {
  const t = useStripeTestApp('postgres');

  const expectAllOk = (responses: { statusCode: number; body: string }[]) =>
    expect(responses.filter((res) => res.statusCode !== 200).map((res) => res.body)).toEqual([]);

  it('grants a pack once when the same event arrives 10 times in a row', async () => {
    const buyer = await newBuyer(t());
    const paid = await payOnStripe(t(), buyer, 'Bronze Pack');
    for (let i = 0; i < 10; i += 1) expect((await t().deliver(paid.completed)).statusCode).toBe(200);
    expect(await creditsOf(t().app, buyer)).toEqual({ x: 200000, y: 0 });
    expect(await invoicesOf(t().app, buyer)).toHaveLength(1);
    expect(await ledgerRows(t(), buyer)).toHaveLength(1);
    await expectLedgerBalanced(t());
  });

  it('grants a pack once when the same event arrives 10 times at once', async () => {
    const buyer = await newBuyer(t());
    const paid = await payOnStripe(t(), buyer, 'Gold Pack');
    expectAllOk(await Promise.all(times(10, () => t().deliver(paid.completed))));
    expect(await creditsOf(t().app, buyer)).toEqual({ x: 500000, y: 0 });
    expect(await invoicesOf(t().app, buyer)).toHaveLength(1);
    expect(await ledgerRows(t(), buyer)).toHaveLength(1);
    await expectLedgerBalanced(t());
  });

  it('grants once when deliveries, other events for the session and verify-session all race', async () => {
    const buyer = await newBuyer(t());
    const paid = await payOnStripe(t(), buyer, 'Silver Pack');
    const responses = await Promise.all([
      ...times(10, () => t().deliver(paid.completed)),
      ...times(10, () => t().deliver(stripeEvent('checkout.session.async_payment_succeeded', paid.session))),
      ...times(10, () => verifySession(t().app, paid.sessionId)),
    ]);
    expectAllOk(responses);
    expect(await creditsOf(t().app, buyer)).toEqual({ x: 400000, y: 0 });
    expect(await invoicesOf(t().app, buyer)).toHaveLength(1);
    expect(await ledgerRows(t(), buyer)).toHaveLength(1);
    await expectLedgerBalanced(t());
  });

  it('starts a plan once when its checkout, its first invoice and verify-session race', async () => {
    const buyer = await newBuyer(t());
    const paid = await payOnStripe(t(), buyer, 'Premium Plan');
    const first = invoicePaid({
      invoice: paid.invoice ?? '',
      subscription: paid.subscription?.id ?? '',
      amountPaid: 4999,
      period: paid.period ?? { start: 0, end: 0 },
      metadata: paid.session.metadata as Record<string, string>,
      billingReason: 'subscription_create',
    });
    const responses = await Promise.all([
      ...times(10, () => t().deliver(paid.completed)),
      ...times(10, () => t().deliver(first)),
      ...times(10, () => verifySession(t().app, paid.sessionId)),
    ]);
    expectAllOk(responses);
    expect(await creditsOf(t().app, buyer)).toEqual({ x: 0, y: 400000 });
    expect(await invoicesOf(t().app, buyer)).toHaveLength(1);
    expect(await ledgerRows(t(), buyer)).toHaveLength(1);
    const rows = await t().database.db.select().from(subscriptions).where(eq(subscriptions.userId, buyer.id));
    expect(rows.map((row) => row.status)).toEqual(['active']);
    await expectLedgerBalanced(t());
  });

  it('claws a refund back once when it arrives 10 times at once', async () => {
    const buyer = await newBuyer(t());
    const paid = await payOnStripe(t(), buyer, 'Bronze Pack');
    await t().deliver(paid.completed);
    const refund = chargeRefunded(paid.paymentIntent, 999, 999);
    expectAllOk(await Promise.all(times(10, () => t().deliver(refund))));
    expect(await creditsOf(t().app, buyer)).toEqual({ x: 0, y: 0 });
    expect(await ledgerRows(t(), buyer)).toHaveLength(2);
    await expectLedgerBalanced(t());
  });
});
