import type { Product } from '@penwise/contract';
import type { Period } from '../../adapters/payments/index.ts';
import type { Db } from '../../db/client.ts';
import type { CreditsService } from '../credits/credits.service.ts';
import { invoicesRepository, type NewInvoice } from './invoices.repository.ts';
import { subscriptionsRepository, type Provider, type SubscriptionRow } from './subscriptions.repository.ts';

/** A paid subscription period: from a checkout, a renewal invoice, the test clock or a free plan. */
export interface PlanPayment {
  provider: Provider;
  userId: string;
  plan: Product;
  subscriptionId: string;
  customerId?: string | undefined;
  invoiceId?: string | undefined;
  checkoutSessionId?: string | undefined;
  period: Period;
  amountCents: number;
  refCode?: string | undefined;
  /** A plan change's invoice: it opens the new plan's period even when that starts the same second. */
  change?: boolean | undefined;
}

/** A paid pack; `idempotencyKey` names the real-world purchase (its checkout session, or a free claim). */
export interface PackPayment {
  userId: string;
  pack: Product;
  idempotencyKey: string;
  checkoutSessionId?: string | undefined;
  providerInvoiceId?: string | undefined;
  paymentIntentId?: string | undefined;
  amountCents: number;
  refCode?: string | undefined;
}

const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * One plan at a time: an active paid plan billed by `provider` is changed (change-plan), never doubled
 * by a second checkout. A free plan, or one left from another engine (a test-mode demo), may be replaced.
 */
export function holdsPaidPlan(
  active: SubscriptionRow | undefined,
  provider: Provider,
  products: readonly Product[],
): active is SubscriptionRow {
  if (!active || active.provider !== provider) return false;
  const plan = products.find((candidate) => candidate.title === active.plan);
  return !plan || plan.priceCents > 0;
}

/**
 * Writes payments inside the caller's transaction, which must hold the user's lock. Every write is keyed
 * by the provider's own ids, so applying the same payment twice, or in any order, ends in one state.
 */
export function paymentWriter(db: Db, credits: CreditsService) {
  const subscriptions = subscriptionsRepository(db);
  const invoices = invoicesRepository(db);

  /** The invoice of this payment: written once, or found (and completed) when an earlier event wrote it. */
  async function recordInvoice(tx: Db, invoice: NewInvoice) {
    const existing = await invoices.findExisting(tx, invoice);
    if (!existing) return invoices.insert(tx, invoice);
    await invoices.fillReferences(tx, existing, invoice);
    return existing;
  }

  return {
    /**
     * Starts or renews a subscription and sets y to the plan's credits for the period. Checkout and the
     * period's invoice both land here with the same subscription and period start, so the credits key
     * is the same and the second one grants nothing. A period older than the newest one known (a late
     * event) is recorded but leaves y alone; so does a subscription that has already ended.
     */
    async applyPlanPayment(tx: Db, payment: PlanPayment, at: Date) {
      const { provider, userId, plan, period } = payment;
      let replaced: SubscriptionRow[] = [];
      let subscription = await subscriptions.findByProviderId(tx, provider, payment.subscriptionId);
      if (subscription) {
        subscription = await subscriptions.advancePeriod(tx, subscription.id, period.start, period.end);
      } else {
        replaced = await subscriptions.endOthers(tx, userId, payment.subscriptionId, at);
        subscription = await subscriptions.insert(tx, {
          userId,
          plan: plan.title,
          provider,
          providerCustomerId: payment.customerId ?? null,
          providerSubscriptionId: payment.subscriptionId,
          currentPeriodStart: period.start,
          currentPeriodEnd: period.end,
          createdAt: at,
        });
      }
      const invoice = await recordInvoice(tx, {
        userId,
        product: plan.title,
        type: 'subscription',
        revenueCents: payment.amountCents,
        credits: plan.credits,
        refCode: payment.refCode ?? null,
        checkoutSessionId: payment.checkoutSessionId ?? null,
        providerInvoiceId: payment.invoiceId ?? null,
        subscriptionId: subscription.id,
        createdAt: at,
      });
      const newest = subscription.currentPeriodStart.getTime() === period.start.getTime();
      // An upgrade, or the first period after a downgrade: the row's plan follows the newest paid period.
      if (subscription.status === 'active' && newest && subscription.plan !== plan.title) {
        await subscriptions.setPlan(tx, subscription.id, plan.title);
      }
      if (subscription.status === 'active' && newest) {
        await credits.setSubscriptionCredits(tx, {
          userId,
          credits: plan.credits,
          reason: 'plan_period',
          reference: String(invoice.id),
          idempotencyKey: payment.change
            ? `plan-change:${provider}:${payment.invoiceId ?? unix(period.start)}`
            : `plan:${provider}:${payment.subscriptionId}:${unix(period.start)}`,
        });
      }
      return { replaced };
    },

    /**
     * A payment for a new plan while another one is active, already refunded through the provider: the
     * new subscription is kept as ended (so its later events change nothing) and its invoice as refunded,
     * granting nothing. Writing it twice, or after the same payment's other event, ends in one state.
     */
    async recordRefundedPlanPayment(tx: Db, payment: PlanPayment, at: Date) {
      const { provider, userId, plan, period } = payment;
      const subscription =
        (await subscriptions.findByProviderId(tx, provider, payment.subscriptionId)) ??
        (await subscriptions.insert(tx, {
          userId,
          plan: plan.title,
          provider,
          providerCustomerId: payment.customerId ?? null,
          providerSubscriptionId: payment.subscriptionId,
          status: 'canceled',
          currentPeriodStart: period.start,
          currentPeriodEnd: period.end,
          endedAt: at,
          createdAt: at,
        }));
      const invoice = await recordInvoice(tx, {
        userId,
        product: plan.title,
        type: 'subscription',
        status: 'refunded',
        revenueCents: payment.amountCents,
        refundedCents: payment.amountCents,
        credits: 0,
        refCode: payment.refCode ?? null,
        checkoutSessionId: payment.checkoutSessionId ?? null,
        providerInvoiceId: payment.invoiceId ?? null,
        subscriptionId: subscription.id,
        createdAt: at,
      });
      if (invoice.credits === 0 && invoice.refundedCents < invoice.revenueCents) {
        await invoices.recordRefund(tx, invoice.id, invoice.revenueCents, 'refunded');
      }
    },

    /** Records a pack purchase and adds its credits to x, once per `idempotencyKey`. */
    async applyPackPayment(tx: Db, payment: PackPayment, at: Date) {
      const invoice = await recordInvoice(tx, {
        userId: payment.userId,
        product: payment.pack.title,
        type: 'pack',
        revenueCents: payment.amountCents,
        credits: payment.pack.credits,
        refCode: payment.refCode ?? null,
        checkoutSessionId: payment.checkoutSessionId ?? null,
        providerInvoiceId: payment.providerInvoiceId ?? null,
        providerPaymentIntentId: payment.paymentIntentId ?? null,
        createdAt: at,
      });
      await credits.grantPackCredits(tx, {
        userId: payment.userId,
        credits: payment.pack.credits,
        reason: 'pack_purchase',
        reference: String(invoice.id),
        idempotencyKey: payment.idempotencyKey,
      });
    },
  };
}

export type PaymentWriter = ReturnType<typeof paymentWriter>;
