import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Db } from '../db/client.ts';
import { checkoutSessions, invoices } from '../db/schema/index.ts';
import { createCreditsService } from '../modules/credits/credits.service.ts';
import { insertUser } from '../test/factories.ts';

const run = promisify(execFile);
const script = path.join(import.meta.dirname, 'admin.ts');

/** A Silver Pack paid on the test checkout, as its fulfilment writes it: session, invoice, credits. */
async function insertTestCheckoutPurchase(db: Db, userId: string) {
  const sessionId = `cs_test_cli_${userId}`;
  await db.insert(checkoutSessions).values({
    id: sessionId,
    userId,
    product: 'Silver Pack',
    mode: 'payment',
    status: 'complete',
    paymentStatus: 'paid',
    amountCents: 1999,
    metadata: { userId, product: 'Silver Pack' },
    url: `/checkout/${sessionId}`,
  });
  const [invoice] = await db
    .insert(invoices)
    .values({
      userId,
      product: 'Silver Pack',
      type: 'pack',
      revenueCents: 1999,
      credits: 400000,
      checkoutSessionId: sessionId,
    })
    .returning({ id: invoices.id });
  const credits = createCreditsService(db);
  await db.transaction((tx) =>
    credits.grantPackCredits(tx, {
      userId,
      credits: 400000,
      reason: 'pack_purchase',
      reference: String(invoice?.id),
      idempotencyKey: `pack:test:${sessionId}`,
    }),
  );
  return String(invoice?.id);
}

describe('npm run admin (the command line)', () => {
  let dataDir = '';
  let email = '';
  let buyerEmail = '';
  let invoice = '';
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'penwise-admin-'));
    const database = await openPglite(path.join(dataDir, 'db'));
    email = (await insertUser(database.db)).email;
    const buyer = await insertUser(database.db);
    buyerEmail = buyer.email;
    invoice = await insertTestCheckoutPurchase(database.db, buyer.id);
    await database.close();
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const admin = (...args: string[]) =>
    run(process.execPath, [script, ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });

  it('grants credits and shows them in the balance and ledger', async () => {
    expect((await admin('grant', email, '1200', 'welcome', 'gift')).stdout).toContain(
      `Granted 1200 credits to ${email}. Balance: 1200 pack + 0 plan.`,
    );
    const { stdout } = await admin('balance', email);
    expect(stdout).toContain(`${email}: 1200 pack + 0 plan credits`);
    expect(stdout).toContain('welcome gift');
  });

  it('refunds a test-checkout invoice by its number and prints what happened, once', async () => {
    const { stdout } = await admin('refund-invoice', `#${invoice}`, 'duplicate', 'order');
    expect(stdout.trim().split('\n')).toEqual([
      `Invoice #${invoice} (Silver Pack, $19.99, ${buyerEmail}): refunded $19.99.`,
      'Paid on the test checkout: no money to send back.',
      'Credits taken back: 400000 (pack credits first); shortfall (already spent): 0.',
      'Balance: 0 pack + 0 plan.',
    ]);
    const balance = (await admin('balance', buyerEmail)).stdout;
    expect(balance).toContain(`${invoice}: duplicate order`);
    expect((await admin('refund-invoice', invoice)).stdout).toContain(
      'was already refunded: nothing changed.',
    );
  }, 120_000);

  it('refuses to run while another process holds the embedded database, and changes nothing', async () => {
    const before = (await admin('balance', email)).stdout;
    // The running server's place: the CLI would otherwise write the same files unseen by it.
    const held = await openPglite(path.join(dataDir, 'db'));
    const refused = await admin('grant', email, '5000').then(
      () => ({ code: 0, stderr: '' }),
      (error: unknown) => error as { code: number; stderr: string },
    );
    await held.close();
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`is open in another Penwise process (pid ${String(process.pid)}`);
    expect(refused.stderr).not.toContain('    at ');
    expect((await admin('balance', email)).stdout).toBe(before);
  }, 120_000);

  it.each(['--help', '-h', 'help'])('prints the usage for %s on stdout and exits 0', async (flag) => {
    const { stdout, stderr } = await admin(flag);
    expect(stdout).toContain('Usage: npm run admin');
    expect(stderr).toBe('');
  });

  it('prints the usage for an unknown command and the reason for a bad one', async () => {
    const failure = (promise: Promise<unknown>) =>
      promise.then(
        () => ({ code: 0, stderr: '' }),
        (error: unknown) => error as { code: number; stderr: string },
      );
    const unknown = await failure(admin('explode'));
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Usage: npm run admin');
    const nobody = await failure(admin('grant', 'nobody@example.com', '5'));
    expect(nobody.code).toBe(1);
    expect(nobody.stderr).toContain('No user with the e-mail nobody@example.com.');
    const noInvoice = await failure(admin('refund-invoice', '424242'));
    expect(noInvoice.code).toBe(1);
    expect(noInvoice.stderr).toContain('No invoice #424242.');
    expect((await failure(admin('refund-invoice'))).code).toBe(2);
    // Four CLI runs, each opening the embedded database: seconds apiece on a loaded CI machine.
  }, 120_000);
});
