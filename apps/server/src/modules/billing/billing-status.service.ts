import type { BillingStatus } from '@penwise/contract';
import type { Db } from '../../db/client.ts';
import type { PaymentCustomers } from './payment-customers.service.ts';
import { isPastDue } from './subscription-lifecycle.service.ts';
import { subscriptionsRepository } from './subscriptions.repository.ts';

/** What /billing and the dashboard show about the plan's payments, and the customer portal. */
export function createBillingStatus(deps: { db: Db; customers: PaymentCustomers }) {
  const subscriptions = subscriptionsRepository(deps.db);

  return {
    async status(userId: string): Promise<BillingStatus> {
      const [plan, canManageBilling] = await Promise.all([
        subscriptions.findActive(userId),
        deps.customers.canManage(userId),
      ]);
      return {
        plan: plan?.plan ?? null,
        pastDue: plan ? isPastDue(plan) : false,
        cancelAtPeriodEnd: plan?.cancelAtPeriodEnd ?? false,
        currentPeriodEnd: plan?.currentPeriodEnd.toISOString() ?? null,
        canManageBilling,
      };
    },
  };
}

export type BillingStatusService = ReturnType<typeof createBillingStatus>;
