import {
  billingMessages,
  formatCents,
  type PlanChange,
  type PlanChangeKind,
  type Product,
} from '@penwise/contract';
import type { PaymentEngine } from '../../adapters/payments/index.ts';
import { prorate } from '../../adapters/payments/proration.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { CreditsService } from '../credits/credits.service.ts';
import { holdsPaidPlan, paymentWriter } from './apply-payment.ts';
import type { BillingWork, Outcome } from './billing-transaction.ts';
import type { EventRef } from './payment-events.repository.ts';
import { subscriptionsRepository, type SubscriptionRow } from './subscriptions.repository.ts';

export interface PlanChangeDeps {
  db: Db;
  credits: CreditsService;
  engine: PaymentEngine;
  products: readonly Product[];
  /** The billing clock. */
  now: () => Promise<Date>;
  inBillingTransaction: (event: EventRef | undefined, userId: string, work: BillingWork) => Promise<Outcome>;
}

interface Priced {
  active: SubscriptionRow;
  current: Product;
  next: Product;
  change: PlanChange;
}

const messages: Record<PlanChangeKind, string> = {
  upgrade: billingMessages.upgraded,
  downgrade: billingMessages.downgradeScheduled,
  same: billingMessages.changeUndone,
};

/**
 * Moving between plans while one is active. Upgrades take effect at once for a new month of the dearer
 * plan less the unused part of the current one, with the new plan's credits; downgrades wait for the
 * end of the paid period, keeping the current plan and its credits until then.
 */
export function createPlanChanges(deps: PlanChangeDeps) {
  const subscriptions = subscriptionsRepository(deps.db);
  const writer = paymentWriter(deps.db, deps.credits);

  function planOf(title: string): Product {
    const product = deps.products.find((candidate) => candidate.title === title);
    if (!product) throw new AppError('unknown_product', 400, billingMessages.unknownProduct, 'plan');
    if (!product.isSubscription) throw new AppError('unknown_product', 400, billingMessages.notAPlan, 'plan');
    return product;
  }

  /** What moving `userId` to `title` would do at `at`: priced from the catalogue and the paid period. */
  async function price(userId: string, title: string, at: Date): Promise<Priced> {
    const next = planOf(title);
    const active = await subscriptions.findActive(userId);
    // Only a paid plan this engine bills can be changed; without one, the checkout starts a plan.
    if (!holdsPaidPlan(active, deps.engine.provider, deps.products)) {
      throw new AppError('not_subscribed', 400, billingMessages.notSubscribed);
    }
    const current = deps.products.find((candidate) => candidate.title === active.plan) ?? next;
    const kind: PlanChangeKind =
      next.title === current.title ? 'same' : next.priceCents > current.priceCents ? 'upgrade' : 'downgrade';
    const period = { start: active.currentPeriodStart, end: active.currentPeriodEnd };
    const { amountCents, creditCents } =
      kind === 'upgrade'
        ? prorate({ currentPriceCents: current.priceCents, period, at, newPriceCents: next.priceCents })
        : { amountCents: 0, creditCents: 0 };
    const effectiveAt = kind === 'downgrade' ? period.end : at;
    const change: PlanChange = {
      kind,
      plan: next.title,
      currentPlan: current.title,
      amountCents,
      price: formatCents(amountCents),
      creditCents,
      effectiveAt: effectiveAt.toISOString(),
      credits: next.credits,
    };
    return { active, current, next, change };
  }

  return {
    async preview(userId: string, title: string): Promise<PlanChange> {
      return (await price(userId, title, await deps.now())).change;
    },

    /** Makes the change: charges an upgrade through the engine, schedules a downgrade, or undoes one. */
    async change(userId: string, title: string): Promise<PlanChange & { message: string }> {
      const at = await deps.now();
      const { active, current, next, change } = await price(userId, title, at);
      if (change.kind === 'same' && !active.cancelAtPeriodEnd && !active.pendingPlan) {
        throw new AppError('already_subscribed', 409, billingMessages.alreadySubscribed);
      }
      const period = { start: active.currentPeriodStart, end: active.currentPeriodEnd };
      const when = change.kind === 'upgrade' ? 'now' : 'period_end';
      const subscriptionId = active.providerSubscriptionId;
      // Outside any transaction: the provider charges the card (idempotent for this period and plan).
      const paid = await deps.engine.changePlan({ subscriptionId, userId, current, next, period, at, when });
      await deps.inBillingTransaction(undefined, userId, async (tx, now) => {
        // Only onto the plan and period the change was priced on: a second click, or a renewal or
        // change in between, finds them moved and changes nothing more (the same invoice is not re-applied).
        const row = await subscriptions.findActive(userId, tx);
        const unchanged =
          row?.id === active.id &&
          row.plan === active.plan &&
          row.currentPeriodStart.getTime() === active.currentPeriodStart.getTime();
        if (!unchanged) return [];
        if (change.kind !== 'upgrade') {
          await subscriptions.schedulePlan(tx, row.id, change.kind === 'downgrade' ? next.title : null);
          return [];
        }
        // Not collected yet (Stripe): its invoice.paid event applies it.
        if (!paid) return [];
        const payment = { ...paid, provider: deps.engine.provider, userId, plan: next, change: true };
        await writer.applyPlanPayment(tx, payment, now);
        return [];
      });
      const message =
        change.kind === 'upgrade' && !paid ? billingMessages.changePending : messages[change.kind];
      return { ...change, message };
    },
  };
}

export type PlanChanges = ReturnType<typeof createPlanChanges>;
