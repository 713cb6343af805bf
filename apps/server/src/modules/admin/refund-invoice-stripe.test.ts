import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { chargeRefunded } from '../../adapters/payments/stripe-event-fixtures.ts';
import { runAdminCommand } from '../../cli/admin-commands.ts';
import { creditLedger } from '../../db/schema/index.ts';
import { newBuyer, type Buyer } from '../../test/factories.ts';
import { engines } from '../../test/test-database.ts';
import {
  creditsOf,
  expectLedgerBalanced,
  invoicesOf,
  payOnStripe,
  useStripeTestApp,
  type StripeTestApp,
} from '../billing/billing-test-kit.ts';

const ledgerOf = (t: StripeTestApp, buyer: Buyer) =>
  t.database.db
    .select({ reason: creditLedger.reason, deltaX: creditLedger.deltaX, deltaY: creditLedger.deltaY })
    .from(creditLedger)
    .where(eq(creditLedger.userId, buyer.id))
    .orderBy(creditLedger.id);

describe.each(engines)('npm run admin -- refund-invoice through Stripe (%s)', (engine) => {
  const t = useStripeTestApp(engine);
  const admin = () => t().services.admin;
  const refundsAsked = () => t().fake.requests.filter((request) => request.path === '/v1/refunds');

  /** The buyer pays on Stripe and Stripe's checkout.session.completed arrives; answers the invoice number. */
  async function bought(buyer: Buyer, product: string) {
    const paid = await payOnStripe(t(), buyer, product);
    expect((await t().deliver(paid.completed)).statusCode).toBe(200);
    const invoice = (await invoicesOf(t().app, buyer)).find((row) => row.product === product);
    if (!invoice) throw new Error(`no invoice for ${product}`);
    return { ...paid, number: invoice.invoiceNum };
  }

  it("refunds a pack's payment intent on Stripe, then Stripe's charge.refunded changes nothing", async () => {
    const buyer = await newBuyer(t());
    const pack = await bought(buyer, 'Bronze Pack');
    const lines: string[] = [];
    await runAdminCommand(admin(), ['refund-invoice', pack.number], (line) => lines.push(line));

    expect(refundsAsked().at(-1)).toEqual({
      method: 'POST',
      path: '/v1/refunds',
      params: { payment_intent: pack.paymentIntent },
      idempotencyKey: `penwise-refund:${pack.paymentIntent}`,
    });
    const refund = t().fake.refunds.at(-1);
    expect(lines.slice(0, 2)).toEqual([
      `Invoice #${pack.number} (Bronze Pack, $9.99, ${buyer.email}): refunded $9.99.`,
      `Stripe refund ${String(refund?.id)}: $9.99 (succeeded).`,
    ]);
    expect(await invoicesOf(t().app, buyer)).toMatchObject([{ status: 'refunded' }]);
    expect(await creditsOf(t().app, buyer)).toEqual({ x: 0, y: 0 });
    const ledger = await ledgerOf(t(), buyer);
    expect(ledger.at(-1)).toEqual({ reason: 'refund', deltaX: -200000, deltaY: 0 });

    expect((await t().deliver(chargeRefunded(pack.paymentIntent, 999, 999))).statusCode).toBe(200);
    expect(await ledgerOf(t(), buyer)).toEqual(ledger);
    expect(await invoicesOf(t().app, buyer)).toMatchObject([{ status: 'refunded' }]);
    await expectLedgerBalanced(t());
  });

  it("finds a plan invoice's payment through invoice_payments, and its webhook is a no-op too", async () => {
    const buyer = await newBuyer(t());
    const plan = await bought(buyer, 'Starter Plan');
    const report = await admin().refundInvoice(plan.number);
    expect(report.providerRefund).toMatchObject({ paymentIntentId: plan.paymentIntent, amountCents: 1999 });
    expect(t().fake.requests.slice(-2)).toMatchObject([
      { method: 'GET', path: '/v1/invoice_payments', params: { invoice: plan.invoice, status: 'paid' } },
      { method: 'POST', path: '/v1/refunds', params: { payment_intent: plan.paymentIntent } },
    ]);
    expect(report).toMatchObject({ taken: 200000, shortfall: 0, balance: { x: 0, y: 0 } });

    const ledger = await ledgerOf(t(), buyer);
    expect((await t().deliver(chargeRefunded(plan.paymentIntent, 1999, 1999))).statusCode).toBe(200);
    expect(await ledgerOf(t(), buyer)).toEqual(ledger);
    await expectLedgerBalanced(t());
  });

  it('records nothing while Stripe fails, and refunds once when asked again', async () => {
    const buyer = await newBuyer(t());
    const pack = await bought(buyer, 'Silver Pack');
    t().fake.setFailing(true);
    try {
      await expect(admin().refundInvoice(pack.number)).rejects.toMatchObject({ status: 503 });
    } finally {
      t().fake.setFailing(false);
    }
    expect(await invoicesOf(t().app, buyer)).toMatchObject([{ status: 'paid' }]);
    expect(await creditsOf(t().app, buyer)).toEqual({ x: 400000, y: 0 });

    expect(await admin().refundInvoice(pack.number)).toMatchObject({ refundedCents: 1999, taken: 400000 });
    const made = t().fake.refunds.filter((refund) => refund.payment_intent === pack.paymentIntent);
    expect(made).toHaveLength(1);
    await expectLedgerBalanced(t());
  });

  it('records a refund Stripe already made whose notice never arrived, without refunding twice', async () => {
    const buyer = await newBuyer(t());
    const pack = await bought(buyer, 'Bronze Pack');
    t().fake.refundInDashboard(pack.paymentIntent);
    const report = await admin().refundInvoice(pack.number);
    expect(report).toMatchObject({ providerRefund: undefined, refundedCents: 999, taken: 200000 });
    expect(t().fake.refunds.filter((refund) => refund.payment_intent === pack.paymentIntent)).toHaveLength(1);
    expect(await invoicesOf(t().app, buyer)).toMatchObject([{ status: 'refunded' }]);
  });

  it('asks Stripe nothing for an invoice its charge.refunded already recorded', async () => {
    const buyer = await newBuyer(t());
    const pack = await bought(buyer, 'Bronze Pack');
    await t().deliver(chargeRefunded(pack.paymentIntent, 999, 999));
    const asked = refundsAsked().length;
    expect(await admin().refundInvoice(pack.number)).toMatchObject({ alreadyRefunded: true, taken: 0 });
    expect(refundsAsked()).toHaveLength(asked);
    await expectLedgerBalanced(t());
  });

  it('refunds once when two operators run it at the same time', async () => {
    const buyer = await newBuyer(t());
    const pack = await bought(buyer, 'Bronze Pack');
    const reports = await Promise.all([
      admin().refundInvoice(pack.number),
      admin().refundInvoice(pack.number),
    ]);
    expect(reports.map((report) => report.alreadyRefunded).sort()).toEqual([false, true]);
    expect(t().fake.refunds.filter((refund) => refund.payment_intent === pack.paymentIntent)).toHaveLength(1);
    const refundRows = (await ledgerOf(t(), buyer)).filter((row) => row.reason === 'refund');
    expect(refundRows).toEqual([{ reason: 'refund', deltaX: -200000, deltaY: 0 }]);
    await expectLedgerBalanced(t());
  });
});
