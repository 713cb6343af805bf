import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Product } from '@penwise/contract';
import type {
  CheckoutView,
  EndedSubscription,
  PaidInvoice,
  PaymentEngine,
  RefundRequest,
} from '../../adapters/payments/index.ts';
import type { Db } from '../../db/client.ts';
import type { CreditsService } from '../credits/credits.service.ts';
import { holdsPaidPlan, paymentWriter, type PlanPayment } from './apply-payment.ts';
import type { BillingWork, Outcome } from './billing-transaction.ts';
import type { EventRef } from './payment-events.repository.ts';
import { subscriptionsRepository, type Provider } from './subscriptions.repository.ts';

export interface FulfilmentDeps {
  db: Db;
  credits: CreditsService;
  /** Refunds a payment for a second plan and stops its subscription. */
  engine: Pick<PaymentEngine, 'refundPayment' | 'cancelNow'>;
  products: readonly Product[];
  log: FastifyBaseLogger;
  inBillingTransaction: (event: EventRef | undefined, userId: string, work: BillingWork) => Promise<Outcome>;
}

/** Who a payment is for, as written into the provider's metadata at checkout. */
const PaymentMetadata = z.object({
  userId: z.uuid(),
  product: z.string().optional(),
  refCode: z.string().optional(),
});

/** Thrown inside the billing transaction (so it rolls back) when a new plan is paid while one is active. */
class PlanAlreadyHeld extends Error {}

/** Turns provider payments into invoices, subscriptions and credits; every function is idempotent. */
export function createFulfilment(deps: FulfilmentDeps) {
  const subscriptions = subscriptionsRepository(deps.db);
  const writer = paymentWriter(deps.db, deps.credits);
  const run = deps.inBillingTransaction;

  const metadataOf = (metadata: Record<string, string>, what: string) => {
    const parsed = PaymentMetadata.safeParse(metadata);
    if (!parsed.success) deps.log.warn({ what, metadata }, 'payment without Penwise metadata: ignored');
    return parsed.success ? parsed.data : undefined;
  };

  /** A payment for a product we no longer sell must not vanish quietly: fail loudly (and be redelivered). */
  const productOf = (title: string | undefined): Product => {
    const product = deps.products.find((candidate) => candidate.title === title);
    if (!product) throw new Error(`paid for an unknown product: ${String(title)}`);
    return product;
  };

  /**
   * Applies a plan payment, unless it starts a second plan beside an active paid one (two checkouts paid,
   * one after the other or at once). That is checked under the user's lock, and such a payment is refunded
   * and its subscription stopped at the provider before it is recorded as refunded: should the provider
   * fail, nothing is recorded, the call fails and its redelivery tries again (both calls are idempotent).
   */
  async function applyPlan(payment: PlanPayment, refund: RefundRequest, event?: EventRef): Promise<Outcome> {
    try {
      return await run(event, payment.userId, async (tx, at) => {
        const known = await subscriptions.findByProviderId(tx, payment.provider, payment.subscriptionId);
        if (
          !known &&
          holdsPaidPlan(await subscriptions.findActive(payment.userId, tx), payment.provider, deps.products)
        ) {
          throw new PlanAlreadyHeld();
        }
        return (await writer.applyPlanPayment(tx, payment, at)).replaced;
      });
    } catch (error) {
      if (!(error instanceof PlanAlreadyHeld)) throw error;
    }
    deps.log.warn({ subscription: payment.subscriptionId }, 'a second plan was paid: refunding it');
    await deps.engine.cancelNow(payment.subscriptionId);
    if (payment.amountCents > 0) await deps.engine.refundPayment(refund);
    return run(event, payment.userId, async (tx, at) => {
      await writer.recordRefundedPlanPayment(tx, payment, at);
      return [];
    });
  }

  return {
    /**
     * THE fulfilment, from the webhook and from verify-session alike: a completed, paid checkout becomes
     * one invoice (its session id is unique) plus the product's credits (keyed by the session or period).
     */
    async fulfilCheckout(provider: Provider, view: CheckoutView, event?: EventRef): Promise<Outcome> {
      if (view.status !== 'complete' || view.payment_status === 'unpaid') return 'not_paid';
      const metadata = metadataOf(view.metadata, view.id);
      if (!metadata) return 'ignored';
      const product = productOf(metadata.product);
      const amountCents = view.amountCents ?? product.priceCents;
      const common = {
        userId: metadata.userId,
        checkoutSessionId: view.id,
        refCode: metadata.refCode,
        amountCents,
      };
      if (product.isSubscription) {
        if (!view.subscriptionId || !view.period) throw new Error(`checkout ${view.id} has no subscription`);
        const { subscriptionId, customerId, invoiceId, period } = view;
        const plan = { ...common, provider, plan: product, subscriptionId, customerId, invoiceId, period };
        return applyPlan(plan, { invoiceId, paymentIntentId: view.paymentIntentId }, event);
      }
      return run(event, metadata.userId, async (tx, at) => {
        const key = `pack:${provider}:${view.id}`;
        const pack = { ...common, pack: product, idempotencyKey: key, paymentIntentId: view.paymentIntentId };
        await writer.applyPackPayment(tx, pack, at);
        return [];
      });
    },

    /** A paid subscription invoice: the first one (same credits key as its checkout) or a renewal. */
    async recordPaidInvoice(provider: Provider, invoice: PaidInvoice, event?: EventRef): Promise<Outcome> {
      const known = await subscriptions.findByProviderId(deps.db, provider, invoice.subscriptionId);
      const metadata = known ? undefined : metadataOf(invoice.metadata, invoice.invoiceId);
      const userId = known?.userId ?? metadata?.userId;
      if (!userId) return 'ignored';
      // The plan the engine names (a change), else a downgrade scheduled for a period after the current one.
      const scheduled =
        known?.pendingPlan && invoice.period.start > known.currentPeriodStart ? known.pendingPlan : undefined;
      const plan = productOf(invoice.product ?? scheduled ?? known?.plan ?? metadata?.product);
      const change = invoice.product !== undefined;
      const payment = { ...invoice, provider, userId, plan, refCode: metadata?.refCode, change };
      return applyPlan(payment, { invoiceId: invoice.invoiceId }, event);
    },

    /** A subscription ended (provider deletion or test-mode period end): the plan stops, y goes to 0. */
    async endSubscription(provider: Provider, ended: EndedSubscription, event?: EventRef): Promise<Outcome> {
      const known = await subscriptions.findByProviderId(deps.db, provider, ended.subscriptionId);
      const metadata = known ? undefined : metadataOf(ended.metadata, ended.subscriptionId);
      const userId = known?.userId ?? metadata?.userId;
      if (!userId) return 'ignored';
      return run(event, userId, async (tx, at) => {
        const row = await subscriptions.findByProviderId(tx, provider, ended.subscriptionId);
        if (!row) {
          // Ended before its checkout reached us: keep a canceled row so the late checkout cannot start it.
          await subscriptions.insert(tx, {
            userId,
            plan: metadata?.product ?? 'unknown',
            provider,
            providerSubscriptionId: ended.subscriptionId,
            status: 'canceled',
            currentPeriodStart: at,
            currentPeriodEnd: at,
            endedAt: at,
          });
          return [];
        }
        // Only the active plan holds y; a plan already replaced or ended leaves it alone.
        if (await subscriptions.end(tx, row.id, at)) {
          await deps.credits.setSubscriptionCredits(tx, {
            userId,
            credits: 0,
            reason: 'plan_ended',
            reference: row.id,
            idempotencyKey: `plan-end:${provider}:${ended.subscriptionId}`,
          });
        }
        return [];
      });
    },
  };
}

export type Fulfilment = ReturnType<typeof createFulfilment>;
