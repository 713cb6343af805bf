import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { runAdminCommand } from '../../cli/admin-commands.ts';
import { creditLedger, invoices } from '../../db/schema/index.ts';
import { newBuyer, type Buyer } from '../../test/factories.ts';
import { useTestApp, type TestApp } from '../../test/test-app.ts';
import { engines } from '../../test/test-database.ts';
import {
  buyOnTestCheckout,
  creditsOf,
  expectLedgerBalanced,
  invoicesOf,
  spend,
} from '../billing/billing-test-kit.ts';

/** The buyer pays `product` on the built-in test checkout; answers the invoice number they see. */
async function payOnTestCheckout(t: TestApp, buyer: Buyer, product: string) {
  await buyOnTestCheckout(t.app, buyer, product);
  const invoice = (await invoicesOf(t.app, buyer)).find((row) => row.product === product);
  if (!invoice) throw new Error(`no invoice for ${product}`);
  return invoice.invoiceNum;
}

const refundRows = (t: TestApp, buyer: Buyer) =>
  t.database.db
    .select({
      deltaX: creditLedger.deltaX,
      deltaY: creditLedger.deltaY,
      shortfall: creditLedger.shortfall,
      reference: creditLedger.reference,
    })
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, buyer.id), eq(creditLedger.reason, 'refund')))
    .orderBy(creditLedger.id);

describe.each(engines)('npm run admin -- refund-invoice, test checkout (%s)', (engine) => {
  const t = useTestApp(engine);
  const admin = () => t().services.admin;

  it('refunds a pack: invoice refunded, its credits clawed back as a refund ledger row, once', async () => {
    const buyer = await newBuyer(t());
    const number = await payOnTestCheckout(t(), buyer, 'Bronze Pack');
    expect(await creditsOf(t().app, buyer)).toEqual({ x: 200000, y: 0 });

    const report = await admin().refundInvoice(`#${number}`, 'asked by e-mail');
    expect(report).toMatchObject({
      alreadyRefunded: false,
      paidWith: 'test',
      providerRefund: undefined,
      refundedCents: 999,
      taken: 200000,
      shortfall: 0,
      email: buyer.email,
      balance: { x: 0, y: 0 },
    });
    expect(await invoicesOf(t().app, buyer)).toMatchObject([{ invoiceNum: number, status: 'refunded' }]);
    expect(await refundRows(t(), buyer)).toEqual([
      { deltaX: -200000, deltaY: 0, shortfall: 0, reference: `${number}: asked by e-mail` },
    ]);

    const again = await admin().refundInvoice(number);
    expect(again).toMatchObject({ alreadyRefunded: true, refundedCents: 0, taken: 0, shortfall: 0 });
    expect(await refundRows(t(), buyer)).toHaveLength(1);
    const lines: string[] = [];
    await runAdminCommand(admin(), ['refund-invoice', number], (line) => lines.push(line));
    expect(lines[0]).toBe(
      `Invoice #${number} (Bronze Pack, $9.99, ${buyer.email}) was already refunded: nothing changed.`,
    );
    await expectLedgerBalanced(t());
  });

  it('reports the credits already spent as the shortfall, and prints the whole account', async () => {
    const buyer = await newBuyer(t());
    const number = await payOnTestCheckout(t(), buyer, 'Silver Pack');
    await spend(t(), buyer, 150000);
    const lines: string[] = [];
    expect(await runAdminCommand(admin(), ['refund-invoice', number], (line) => lines.push(line))).toBe(true);
    expect(lines).toEqual([
      `Invoice #${number} (Silver Pack, $19.99, ${buyer.email}): refunded $19.99.`,
      'Paid on the test checkout: no money to send back.',
      'Credits taken back: 250000 (pack credits first); shortfall (already spent): 150000.',
      'Balance: 0 pack + 0 plan.',
    ]);
    expect(await refundRows(t(), buyer)).toEqual([
      { deltaX: -250000, deltaY: 0, shortfall: 150000, reference: number },
    ]);
    await expectLedgerBalanced(t());
  });

  it('claws a refunded plan back from the plan credits first and says the plan keeps running', async () => {
    const buyer = await newBuyer(t());
    await payOnTestCheckout(t(), buyer, 'Bronze Pack');
    const plan = await payOnTestCheckout(t(), buyer, 'Starter Plan');
    await spend(t(), buyer, 150000);
    expect(await creditsOf(t().app, buyer)).toEqual({ x: 200000, y: 50000 });

    const lines: string[] = [];
    await runAdminCommand(admin(), ['refund-invoice', plan], (line) => lines.push(line));
    expect(lines.slice(2)).toEqual([
      'Credits taken back: 200000 (plan credits first); shortfall (already spent): 0.',
      'Balance: 50000 pack + 0 plan.',
      'The plan itself keeps running: cancel it separately if it should end.',
    ]);
    const statuses = (await invoicesOf(t().app, buyer)).map(({ product, status }) => ({ product, status }));
    expect(statuses).toEqual([
      { product: 'Starter Plan', status: 'refunded' },
      { product: 'Bronze Pack', status: 'paid' },
    ]);
    expect(await refundRows(t(), buyer)).toEqual([
      { deltaX: -150000, deltaY: -50000, shortfall: 0, reference: plan },
    ]);
    await expectLedgerBalanced(t());
  });

  it('refuses unknown invoices, numbers that are not numbers, and free invoices, changing nothing', async () => {
    const buyer = await newBuyer(t());
    const number = await payOnTestCheckout(t(), buyer, 'Bronze Pack');
    await expect(admin().refundInvoice('987654321')).rejects.toMatchObject({
      status: 404,
      message: 'No invoice #987654321.',
    });
    for (const bad of ['abc', '12x', '-3', '0', '1.5', '', '99999999999999999']) {
      await expect(admin().refundInvoice(bad)).rejects.toMatchObject({ status: 400 });
    }
    const [free] = await t()
      .database.db.insert(invoices)
      .values({ userId: buyer.id, product: 'Free Pack', type: 'pack', revenueCents: 0, credits: 100 })
      .returning({ id: invoices.id });
    await expect(admin().refundInvoice(String(free?.id))).rejects.toMatchObject({
      status: 400,
      message: `Invoice #${String(free?.id)} was free: there is no payment to refund (use remove to take credits back).`,
    });
    expect(await creditsOf(t().app, buyer)).toEqual({ x: 200000, y: 0 });
    expect(await invoicesOf(t().app, buyer)).toContainEqual(
      expect.objectContaining({ invoiceNum: number, status: 'paid' }),
    );
    expect(await refundRows(t(), buyer)).toEqual([]);
  });

  it('refuses a Stripe invoice while no Stripe key is set: no refund is recorded without the money', async () => {
    const buyer = await newBuyer(t());
    const [row] = await t()
      .database.db.insert(invoices)
      .values({
        userId: buyer.id,
        product: 'Bronze Pack',
        type: 'pack',
        revenueCents: 999,
        credits: 200000,
        checkoutSessionId: 'cs_live_elsewhere',
        providerPaymentIntentId: 'pi_live_elsewhere',
      })
      .returning({ id: invoices.id });
    await expect(admin().refundInvoice(String(row?.id))).rejects.toMatchObject({
      status: 503,
      message: `Invoice #${String(row?.id)} was paid through Stripe: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to refund it.`,
    });
    expect(await invoicesOf(t().app, buyer)).toMatchObject([{ status: 'paid' }]);
  });
});
