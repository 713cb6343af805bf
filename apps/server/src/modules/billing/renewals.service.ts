import type { FastifyBaseLogger } from 'fastify';
import type { Product } from '@penwise/contract';
import { nextMonth } from '../../adapters/payments/index.ts';
import type { Db } from '../../db/client.ts';
import type { Fulfilment } from './fulfilment.service.ts';
import { subscriptionsRepository, type SubscriptionRow } from './subscriptions.repository.ts';

export interface RenewalsDeps {
  db: Db;
  fulfilment: Fulfilment;
  products: readonly Product[];
  /** False under Stripe: test-checkout plans left over from a demo then end instead of renewing for free. */
  renewPaidPlans: boolean;
  now: () => Promise<Date>;
  log: FastifyBaseLogger;
}

const batch = 100;
// A clock moved years ahead renews month by month; this bounds one run (the next run continues).
const maxRounds = 60;

/** Renews or ends the plans this server bills itself (test checkout, free plans) once their period is over. */
export function createRenewals(deps: RenewalsDeps) {
  const subscriptions = subscriptionsRepository(deps.db);

  /** One due subscription through the same code as Stripe's invoice.paid or subscription.deleted. */
  async function settle(subscription: SubscriptionRow): Promise<'renewed' | 'ended'> {
    const { providerSubscriptionId: subscriptionId, currentPeriodEnd: start } = subscription;
    // A downgrade chosen during the period starts now: the renewal bills the cheaper plan.
    const title = subscription.pendingPlan ?? subscription.plan;
    const plan = deps.products.find((product) => product.title === title);
    const renews = plan && !subscription.cancelAtPeriodEnd && (deps.renewPaidPlans || plan.priceCents === 0);
    if (!renews) {
      await deps.fulfilment.endSubscription('test', { subscriptionId, metadata: {} });
      return 'ended';
    }
    const invoice = {
      // Named by the period it pays for, so two instances renewing at once write one invoice.
      invoiceId: `in_test_${subscriptionId}_${start.getTime()}`,
      subscriptionId,
      customerId: subscription.providerCustomerId ?? undefined,
      amountCents: plan.priceCents,
      period: { start, end: nextMonth(start) },
      metadata: {},
    };
    await deps.fulfilment.recordPaidInvoice('test', invoice);
    return 'renewed';
  }

  return {
    /** Settles every due period on the billing clock; answers how many periods renewed and plans ended. */
    async runDue(): Promise<{ renewed: number; ended: number }> {
      const now = await deps.now();
      const done = { renewed: 0, ended: 0 };
      for (let round = 0; round < maxRounds; round += 1) {
        const due = await subscriptions.listDue('test', now, batch);
        if (due.length === 0) break;
        for (const subscription of due) done[await settle(subscription)] += 1;
      }
      return done;
    },
  };
}

export type Renewals = ReturnType<typeof createRenewals>;
