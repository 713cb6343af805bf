import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { chargeDispute } from '../../adapters/payments/stripe-event-fixtures.ts';
import { creditLedger } from '../../db/schema/index.ts';
import { engines } from '../../test/test-database.ts';
import { newBuyer, type Buyer } from '../../test/factories.ts';
import {
  creditsOf,
  expectLedgerBalanced,
  invoicesOf,
  payOnStripe,
  spend,
  useStripeTestApp,
  type StripeTestApp,
} from './billing-test-kit.ts';

/** The buyer's dispute ledger rows, oldest first: what each took or gave back, and what it could not take. */
async function disputeRows(t: StripeTestApp, buyer: Buyer) {
  const rows = await t.database.db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.userId, buyer.id))
    .orderBy(creditLedger.id);
  return rows
    .filter((row) => row.reason.startsWith('dispute_'))
    .map(({ reason, deltaX, deltaY, shortfall }) => ({ reason, deltaX, deltaY, shortfall }));
}

/** A buyer who paid for `product` on the local Stripe, its checkout delivered. */
async function paidFor(t: StripeTestApp, product: string) {
  const buyer = await newBuyer(t);
  const paid = await payOnStripe(t, buyer, product, t.clock.now());
  await t.deliver(paid.completed);
  const dispute = (type: 'created' | 'closed', id: string, amount: number, status?: string) =>
    chargeDispute(type, { dispute: id, paymentIntent: paid.paymentIntent, amount, status });
  return { buyer, dispute };
}

describe.each(engines)('Stripe disputes on %s', (engine) => {
  const t = useStripeTestApp(engine);

  it('holds a disputed pack’s credits and takes them for good when the dispute is lost', async () => {
    const { buyer, dispute } = await paidFor(t(), 'Bronze Pack');
    await spend(t(), buyer, 50000);
    const created = dispute('created', 'dp_lost', 999);
    expect((await t().deliver(created)).statusCode).toBe(200);
    // 150,000 left to hold; the 50,000 already spent are recorded as the shortfall, never a negative balance.
    expect(await creditsOf(t().app, buyer)).toEqual({ x: 0, y: 0 });
    await t().deliver(created);
    await t().deliver(dispute('created', 'dp_lost', 999));

    const closed = dispute('closed', 'dp_lost', 999, 'lost');
    expect((await t().deliver(closed)).statusCode).toBe(200);
    await t().deliver(closed);
    await t().deliver(dispute('closed', 'dp_lost', 999, 'lost'));
    expect(await creditsOf(t().app, buyer)).toEqual({ x: 0, y: 0 });
    expect(await invoicesOf(t().app, buyer)).toMatchObject([{ product: 'Bronze Pack', status: 'refunded' }]);
    expect(await disputeRows(t(), buyer)).toEqual([
      { reason: 'dispute_hold', deltaX: -150000, deltaY: 0, shortfall: 50000 },
      { reason: 'dispute_lost', deltaX: 0, deltaY: 0, shortfall: 0 },
    ]);
    await expectLedgerBalanced(t());
  });

  it('gives the held share of a partly disputed pack back when the dispute is won', async () => {
    const { buyer, dispute } = await paidFor(t(), 'Gold Pack');
    await t().deliver(dispute('created', 'dp_won', 1000));
    // $10.00 of $24.99 disputed: that share of the 500,000 credits is held.
    expect(await creditsOf(t().app, buyer)).toEqual({ x: 500000 - 200080, y: 0 });
    await t().deliver(dispute('closed', 'dp_won', 1000, 'won'));
    expect(await creditsOf(t().app, buyer)).toEqual({ x: 500000, y: 0 });
    expect(await invoicesOf(t().app, buyer)).toMatchObject([{ status: 'paid' }]);
    expect(await disputeRows(t(), buyer)).toEqual([
      { reason: 'dispute_hold', deltaX: -200080, deltaY: 0, shortfall: 0 },
      { reason: 'dispute_released', deltaX: 200080, deltaY: 0, shortfall: 0 },
    ]);
    await expectLedgerBalanced(t());
  });

  it('holds a disputed plan payment’s subscription credits, and releases them while the period lasts', async () => {
    const { buyer, dispute } = await paidFor(t(), 'Starter Plan');
    await spend(t(), buyer, 20000);
    await t().deliver(dispute('created', 'dp_plan', 1999));
    expect(await creditsOf(t().app, buyer)).toEqual({ x: 0, y: 0 });
    await t().deliver(dispute('closed', 'dp_plan', 1999, 'won'));
    expect(await creditsOf(t().app, buyer)).toEqual({ x: 0, y: 180000 });
    await expectLedgerBalanced(t());
  });

  it('a dispute closed before its opening arrives is settled once: lost takes, the late opening does nothing', async () => {
    const { buyer, dispute } = await paidFor(t(), 'Silver Pack');
    await t().deliver(dispute('closed', 'dp_early', 1999, 'lost'));
    expect(await creditsOf(t().app, buyer)).toEqual({ x: 0, y: 0 });
    await t().deliver(dispute('created', 'dp_early', 1999));
    expect(await creditsOf(t().app, buyer)).toEqual({ x: 0, y: 0 });
    expect(await disputeRows(t(), buyer)).toHaveLength(2);

    const won = await paidFor(t(), 'Bronze Pack');
    await t().deliver(won.dispute('closed', 'dp_early_won', 999, 'won'));
    await t().deliver(won.dispute('created', 'dp_early_won', 999));
    expect(await creditsOf(t().app, won.buyer)).toEqual({ x: 200000, y: 0 });
    await expectLedgerBalanced(t());
  });

  it('answers 409 (Stripe delivers it again) for a payment not recorded yet', async () => {
    const created = chargeDispute('created', {
      dispute: 'dp_unknown',
      paymentIntent: 'pi_unknown',
      amount: 1,
    });
    const res = await t().deliver(created);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'payment_not_recorded' });
  });
});

// PGlite runs one statement at a time, so it cannot lose this race: it runs on PostgreSQL only.
describe.skipIf(!engines.includes('postgres'))('dispute races on postgres', () => {
  const t = useStripeTestApp('postgres');

  it('holds once when the opening and its redeliveries arrive at once', async () => {
    const { buyer, dispute } = await paidFor(t(), 'Bronze Pack');
    const deliveries = Array.from({ length: 8 }, () => t().deliver(dispute('created', 'dp_race', 999)));
    const responses = await Promise.all(deliveries);
    expect(responses.map((res) => res.statusCode)).toEqual(Array(8).fill(200));
    expect(await creditsOf(t().app, buyer)).toEqual({ x: 0, y: 0 });
    expect(await disputeRows(t(), buyer)).toHaveLength(1);
    const closing = Array.from({ length: 8 }, () => t().deliver(dispute('closed', 'dp_race', 999, 'won')));
    await Promise.all(closing);
    expect(await creditsOf(t().app, buyer)).toEqual({ x: 200000, y: 0 });
    expect(await disputeRows(t(), buyer)).toHaveLength(2);
    await expectLedgerBalanced(t());
  });
});
