import { billingMessages, type Product } from '@penwise/contract';
import type { FailedInvoice, UpdatedSubscription } from '../../adapters/payments/index.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { CreditsService } from '../credits/credits.service.ts';
import type { BillingWork, Outcome } from './billing-transaction.ts';
import type { EventRef } from './payment-events.repository.ts';
import { subscriptionsRepository, type Provider, type SubscriptionRow } from './subscriptions.repository.ts';

export interface LifecycleDeps {
  db: Db;
  credits: CreditsService;
  products: readonly Product[];
  inBillingTransaction: (event: EventRef | undefined, userId: string, work: BillingWork) => Promise<Outcome>;
}

/** Past due: the provider could not collect a period later than the one paid for. */
export const isPastDue = (row: Pick<SubscriptionRow, 'unpaidPeriodStart' | 'currentPeriodStart'>) =>
  row.unpaidPeriodStart !== null && row.unpaidPeriodStart > row.currentPeriodStart;

/** Mirrors the provider's side of a subscription's life: failed renewals, and changes made there. */
export function createSubscriptionLifecycle(deps: LifecycleDeps) {
  const subscriptions = subscriptionsRepository(deps.db);
  const plans = deps.products.filter((product) => product.isSubscription);

  /** The catalogue plan a changed subscription now bills: named by its price, else by its amount. */
  function planOf(update: UpdatedSubscription): Product | undefined {
    const byName = (title: string | undefined) => plans.find((plan) => plan.title === title);
    return (
      byName(update.priceProduct) ??
      plans.find((plan) => plan.priceCents === update.unitAmountCents) ??
      byName(update.metadata.product)
    );
  }

  /** The subscription's row; an error (so the provider redelivers) when it is Penwise's but not recorded yet. */
  async function knownSubscription(provider: Provider, id: string, metadata: Record<string, string>) {
    const row = await subscriptions.findByProviderId(deps.db, provider, id);
    if (!row && metadata.userId) {
      throw new AppError('payment_not_recorded', 409, billingMessages.paymentNotRecorded);
    }
    return row;
  }

  return {
    /**
     * invoice.payment_failed: a renewal the card could not pay. The plan is past due: its credits stop
     * (the paid period is over and they do not carry over) and none are granted until the invoice is paid,
     * which `invoice.paid` then does as for any renewal. A failure for a period already paid changes nothing.
     */
    async recordFailedInvoice(
      provider: Provider,
      invoice: FailedInvoice,
      event?: EventRef,
    ): Promise<Outcome> {
      const known = await knownSubscription(provider, invoice.subscriptionId, invoice.metadata);
      if (!known) return 'ignored';
      return deps.inBillingTransaction(event, known.userId, async (tx) => {
        const row = await subscriptions.findByProviderId(tx, provider, invoice.subscriptionId);
        if (row?.status !== 'active' || invoice.period.start <= row.currentPeriodStart) return [];
        await subscriptions.markUnpaid(tx, row.id, invoice.period.start);
        await deps.credits.setSubscriptionCredits(tx, {
          userId: row.userId,
          credits: 0,
          reason: 'plan_past_due',
          reference: row.id,
          idempotencyKey: `plan-past-due:${provider}:${invoice.invoiceId}`,
        });
        return [];
      });
    },

    /**
     * customer.subscription.updated: mirrors cancellation at period end (and its undoing) and plan changes
     * made in the provider's dashboard or portal. A dearer plan is the plan at once; a cheaper one waits
     * for the next period (as Penwise's own downgrades do). Credits never come from this event: they come
     * with the paid invoice of the change or of the next period, keyed by it, so a change started in
     * Penwise and its echo from the provider never both grant.
     */
    async mirrorSubscription(provider: Provider, update: UpdatedSubscription, event?: EventRef) {
      const known = await knownSubscription(provider, update.subscriptionId, update.metadata);
      if (!known) return 'ignored';
      return deps.inBillingTransaction(event, known.userId, async (tx) => {
        const row = await subscriptions.findByProviderId(tx, provider, update.subscriptionId);
        if (row?.status !== 'active') return [];
        const current = plans.find((plan) => plan.title === row.plan);
        const billed = planOf(update) ?? current;
        const cheaper = billed && current && billed.priceCents < current.priceCents;
        const change = {
          cancelAtPeriodEnd: update.cancelAtPeriodEnd,
          plan: cheaper || !billed ? row.plan : billed.title,
          pendingPlan: cheaper ? billed.title : null,
        };
        const same =
          change.cancelAtPeriodEnd === row.cancelAtPeriodEnd &&
          change.plan === row.plan &&
          change.pendingPlan === row.pendingPlan;
        if (!same) await subscriptions.mirrorProviderChange(tx, row.id, change);
        return [];
      });
    },
  };
}

export type SubscriptionLifecycle = ReturnType<typeof createSubscriptionLifecycle>;
