import { randomBytes } from 'node:crypto';
import { apiPaths, billingMessages } from '@penwise/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { checkoutSessionsRepository, type CheckoutSessionRow } from './checkout-sessions.repository.ts';
import type { CheckoutRequest, CheckoutView, PaymentEngine, PlanChangeRequest } from './payment-engine.ts';
import { prorate } from './proration.ts';

// Like Stripe's: an unpaid checkout cannot be paid a day later.
const sessionLifetimeMs = 24 * 3600 * 1000;

/** The same day next month, or the month's last day when it is shorter (Jan 31 → Feb 28), as Stripe bills. */
export function nextMonth(from: Date): Date {
  const next = new Date(from);
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return next;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(18).toString('base64url')}`;

export interface TestCheckoutOptions {
  db: Db;
  /** The billing clock: test periods start and end on it. */
  now: () => Promise<Date>;
}

/** The built-in engine when no Stripe key is set: a checkout page served by this server, no card charged. */
export interface TestCheckoutEngine extends PaymentEngine {
  readonly provider: 'test';
  readonly mode: 'test';
  /** The stored session, for the checkout page. */
  find(sessionId: string): Promise<{ session: CheckoutSessionRow; view: CheckoutView } | undefined>;
  /** Pays an open session (no-op when already paid); answers its state afterwards. */
  pay(sessionId: string): Promise<CheckoutView | undefined>;
  /** Expires an open session (no-op otherwise); answers its state afterwards. */
  cancel(sessionId: string): Promise<CheckoutView | undefined>;
}

/** The test checkout: sessions live in the checkout_sessions table. */
export function testCheckoutEngine(options: TestCheckoutOptions): TestCheckoutEngine {
  const sessions = checkoutSessionsRepository(options.db);

  const view = (row: CheckoutSessionRow, now: Date): CheckoutView => ({
    id: row.id,
    status:
      row.status === 'open' && now.getTime() - row.createdAt.getTime() >= sessionLifetimeMs
        ? 'expired'
        : row.status,
    payment_status: row.paymentStatus,
    metadata: row.metadata,
    mode: row.mode,
    amountCents: row.amountCents,
    customerId: row.customerId ?? undefined,
    subscriptionId: row.subscriptionId ?? undefined,
    invoiceId: row.invoiceId ?? undefined,
    period: row.periodStart && row.periodEnd ? { start: row.periodStart, end: row.periodEnd } : undefined,
  });

  async function find(sessionId: string) {
    const session = await sessions.find(sessionId);
    return session ? { session, view: view(session, await options.now()) } : undefined;
  }

  return {
    provider: 'test',
    mode: 'test',
    find,

    async createCheckout({ user, product, refCode }: CheckoutRequest) {
      const id = newId('cs_test');
      // Same origin as the app by definition: a relative link keeps the visitor on the host they used
      // (127.0.0.1, a LAN address…), where their session lives, whatever PUBLIC_URL says.
      const url = `${apiPaths.testCheckout.page}/${id}`;
      await sessions.insert({
        id,
        userId: user.id,
        product: product.title,
        mode: product.isSubscription ? 'subscription' : 'payment',
        amountCents: product.priceCents,
        metadata: { userId: user.id, product: product.title, ...(refCode ? { refCode } : {}) },
        url,
        createdAt: await options.now(),
      });
      return { sessionId: id, url };
    },

    async retrieveCheckout(sessionId: string) {
      return (await find(sessionId))?.view;
    },

    async pay(sessionId: string) {
      const now = await options.now();
      const found = await sessions.find(sessionId);
      if (!found) return undefined;
      const plan = found.mode === 'subscription';
      await sessions.completeIfOpen(sessionId, new Date(now.getTime() - sessionLifetimeMs), {
        customerId: `cus_test_${found.userId}`,
        subscriptionId: plan ? newId('sub_test') : null,
        invoiceId: plan ? newId('in_test') : null,
        periodStart: plan ? now : null,
        periodEnd: plan ? nextMonth(now) : null,
        completedAt: now,
      });
      return (await find(sessionId))?.view;
    },

    async cancel(sessionId: string) {
      await sessions.expireIfOpen(sessionId);
      return (await find(sessionId))?.view;
    },

    // The subscription row's own flag is the whole state here; the renewal check reads it.
    async cancelAtPeriodEnd() {},

    async resumeAtPeriodEnd() {},

    /**
     * The card on file is this server: an immediate change is paid at once, at Stripe's prorated price.
     * Named by the subscription, the period it replaces and the plan, so a repeated change is one invoice.
     */
    async changePlan(request: PlanChangeRequest) {
      if (request.when === 'period_end') return undefined;
      const { amountCents } = prorate({
        currentPriceCents: request.current.priceCents,
        period: request.period,
        at: request.at,
        newPriceCents: request.next.priceCents,
      });
      const { subscriptionId } = request;
      const replaced = request.period.start.getTime();
      return {
        invoiceId: `in_test_${subscriptionId}_${replaced}_${request.next.title.replace(/\W+/g, '_')}`,
        subscriptionId,
        customerId: `cus_test_${request.userId}`,
        amountCents,
        period: { start: request.at, end: nextMonth(request.at) },
        metadata: {},
        product: request.next.title,
      };
    },

    // Nothing renews a test plan but the subscription row, which the caller ends.
    async cancelNow() {},

    // Nothing was charged, so nothing goes back: the refund is only the ledger's.
    async refundPayment() {
      return undefined;
    },

    // Test checkouts are fulfilled in-process: there is no one who could sign a webhook.
    async parseWebhook() {
      throw new AppError('invalid_signature', 400, billingMessages.badSignature);
    },
  };
}
