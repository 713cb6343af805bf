import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { billingMessages } from '@penwise/contract';
import { chargeRefunded } from '../../adapters/payments/stripe-event-fixtures.ts';
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

/** The claw-back ledger rows of a buyer: what was taken and what could not be. */
async function clawBacks(t: StripeTestApp, buyer: Buyer) {
  return t.database.db
    .select({ deltaX: creditLedger.deltaX, deltaY: creditLedger.deltaY, shortfall: creditLedger.shortfall })
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, buyer.id), eq(creditLedger.reason, 'refund')))
    .orderBy(creditLedger.id);
}

/** The refunds service the app itself runs on. */
const refundsOf = (t: StripeTestApp) => t.services.billing.refunds;

describe.each(engines)('charge.refunded on %s', (engine) => {
  const t = useStripeTestApp(engine);

  it('marks the invoice refunded and claws back what is left, recording the shortfall', async () => {
    const buyer = await newBuyer(t());
    const paid = await payOnStripe(t(), buyer, 'Bronze Pack');
    await t().deliver(paid.completed);
    await spend(t(), buyer, 150000);

    const refund = chargeRefunded(paid.paymentIntent, 999, 999);
    expect((await t().deliver(refund)).statusCode).toBe(200);
    await t().deliver(refund);
    expect(await creditsOf(t().app, buyer)).toEqual({ x: 0, y: 0 });
    expect(await invoicesOf(t().app, buyer)).toMatchObject([{ status: 'refunded', revenue: '999' }]);
    expect(await clawBacks(t(), buyer)).toEqual([{ deltaX: -50000, deltaY: 0, shortfall: 150000 }]);
    await expectLedgerBalanced(t());
  });

  it('claws back a partial refund in proportion, then the rest when it is refunded in full', async () => {
    const buyer = await newBuyer(t());
    const paid = await payOnStripe(t(), buyer, 'Gold Pack');
    await t().deliver(paid.completed);

    const partial = chargeRefunded(paid.paymentIntent, 2499, 1000);
    await t().deliver(partial);
    // floor(500000 × 1000 / 2499) = 200080 credits for 10.00 of 24.99.
    expect(await creditsOf(t().app, buyer)).toEqual({ x: 299920, y: 0 });
    expect(await invoicesOf(t().app, buyer)).toMatchObject([{ status: 'paid' }]);

    await t().deliver(chargeRefunded(paid.paymentIntent, 2499, 2499));
    // An older running total delivered late (as a new event) takes nothing more.
    await t().deliver(chargeRefunded(paid.paymentIntent, 2499, 1000));
    expect(await creditsOf(t().app, buyer)).toEqual({ x: 0, y: 0 });
    expect(await invoicesOf(t().app, buyer)).toMatchObject([{ status: 'refunded' }]);
    expect(await clawBacks(t(), buyer)).toEqual([
      { deltaX: -200080, deltaY: 0, shortfall: 0 },
      { deltaX: -299920, deltaY: 0, shortfall: 0 },
    ]);
    await expectLedgerBalanced(t());
  });

  it('claws a refunded plan payment back from y first, found through its Stripe invoice', async () => {
    const buyer = await newBuyer(t());
    const pack = await payOnStripe(t(), buyer, 'Bronze Pack');
    await t().deliver(pack.completed);
    const plan = await payOnStripe(t(), buyer, 'Starter Plan');
    await t().deliver(plan.completed);
    await spend(t(), buyer, 150000);
    expect(await creditsOf(t().app, buyer)).toEqual({ x: 200000, y: 50000 });

    await t().deliver(chargeRefunded(plan.paymentIntent, 1999, 1999));
    expect(await creditsOf(t().app, buyer)).toEqual({ x: 50000, y: 0 });
    const invoices = await invoicesOf(t().app, buyer);
    expect(invoices.map(({ product, status }) => ({ product, status }))).toEqual([
      { product: 'Starter Plan', status: 'refunded' },
      { product: 'Bronze Pack', status: 'paid' },
    ]);
    await expectLedgerBalanced(t());
  });

  it('answers 409 for a refund of a payment not recorded yet, and applies it when redelivered later', async () => {
    const buyer = await newBuyer(t());
    const paid = await payOnStripe(t(), buyer, 'Silver Pack');
    const refund = chargeRefunded(paid.paymentIntent, 1999, 1999);
    const early = await t().deliver(refund);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ error: billingMessages.paymentNotRecorded, code: 'payment_not_recorded' });

    await t().deliver(paid.completed);
    expect(await creditsOf(t().app, buyer)).toEqual({ x: 400000, y: 0 });
    expect((await t().deliver(refund)).statusCode).toBe(200);
    expect(await creditsOf(t().app, buyer)).toEqual({ x: 0, y: 0 });
    await expectLedgerBalanced(t());
  });

  describe('refundInvoice (an operator refund, by invoice number)', () => {
    const invoiceNumber = async (buyer: Buyer) => Number((await invoicesOf(t().app, buyer))[0]?.invoiceNum);

    it('records a full refund once; a later charge.refunded for the whole payment changes nothing', async () => {
      const buyer = await newBuyer(t());
      const paid = await payOnStripe(t(), buyer, 'Bronze Pack');
      await t().deliver(paid.completed);
      await spend(t(), buyer, 150000);
      const id = await invoiceNumber(buyer);

      const first = await refundsOf(t()).refundInvoice(id);
      expect(first.applied).toEqual({
        refundedCents: 999,
        addedCents: 999,
        status: 'refunded',
        credits: 200000,
        taken: 50000,
        shortfall: 150000,
      });
      expect((await refundsOf(t()).refundInvoice(id)).applied).toBeUndefined();
      expect((await t().deliver(chargeRefunded(paid.paymentIntent, 999, 999))).statusCode).toBe(200);
      expect(await clawBacks(t(), buyer)).toEqual([{ deltaX: -50000, deltaY: 0, shortfall: 150000 }]);
      expect(await invoicesOf(t().app, buyer)).toMatchObject([{ status: 'refunded' }]);
      await expectLedgerBalanced(t());
    });

    it('after a partial charge.refunded, claws back only the rest, as a full charge.refunded would', async () => {
      const buyer = await newBuyer(t());
      const paid = await payOnStripe(t(), buyer, 'Gold Pack');
      await t().deliver(paid.completed);
      await t().deliver(chargeRefunded(paid.paymentIntent, 2499, 1000));

      const { applied } = await refundsOf(t()).refundInvoice(await invoiceNumber(buyer));
      expect(applied).toMatchObject({ addedCents: 1499, credits: 299920 });
      expect(await clawBacks(t(), buyer)).toEqual([
        { deltaX: -200080, deltaY: 0, shortfall: 0 },
        { deltaX: -299920, deltaY: 0, shortfall: 0 },
      ]);
      await expectLedgerBalanced(t());
    });

    it('answers 404 for an invoice that does not exist', async () => {
      await expect(refundsOf(t()).refundInvoice(987654321)).rejects.toMatchObject({
        status: 404,
        code: 'not_found',
        message: 'No invoice #987654321.',
      });
    });
  });
});
