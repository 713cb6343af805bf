import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Product } from '@penwise/contract';
import type { CheckoutView, EndedSubscription, PaidInvoice } from '../../adapters/payments/index.ts';
import type { Db } from '../../db/client.ts';
import type { CreditsService } from '../credits/credits.service.ts';
import { paymentWriter } from './apply-payment.ts';
import type { BillingWork, Outcome } from './billing-transaction.ts';
import type { EventRef } from './payment-events.repository.ts';
import { subscriptionsRepository, type Provider } from './subscriptions.repository.ts';

export interface FulfilmentDeps {
  db: Db;
  credits: CreditsService;
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
      return run(event, metadata.userId, async (tx, at) => {
        if (!product.isSubscription) {
          const key = `pack:${provider}:${view.id}`;
          const pack = {
            ...common,
            pack: product,
            idempotencyKey: key,
            paymentIntentId: view.paymentIntentId,
          };
          await writer.applyPackPayment(tx, pack, at);
          return [];
        }
        if (!view.subscriptionId || !view.period) throw new Error(`checkout ${view.id} has no subscription`);
        const { subscriptionId, customerId, invoiceId, period } = view;
        const plan = { ...common, provider, plan: product, subscriptionId, customerId, invoiceId, period };
        return (await writer.applyPlanPayment(tx, plan, at)).replaced;
      });
    },

    /** A paid subscription invoice: the first one (same credits key as its checkout) or a renewal. */
    async recordPaidInvoice(provider: Provider, invoice: PaidInvoice, event?: EventRef): Promise<Outcome> {
      const known = await subscriptions.findByProviderId(deps.db, provider, invoice.subscriptionId);
      const metadata = known ? undefined : metadataOf(invoice.metadata, invoice.invoiceId);
      const userId = known?.userId ?? metadata?.userId;
      if (!userId) return 'ignored';
      const plan = productOf(known?.plan ?? metadata?.product);
      return run(event, userId, async (tx, at) => {
        const payment = {
          ...invoice,
          provider,
          userId,
          plan,
          refCode: metadata?.refCode,
        };
        return (await writer.applyPlanPayment(tx, payment, at)).replaced;
      });
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
