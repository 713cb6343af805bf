import type { FastifyBaseLogger } from 'fastify';
import type { PaymentEngine } from '../../adapters/payments/index.ts';
import type { Db } from '../../db/client.ts';
import { paymentEventsRepository, type EventRef } from './payment-events.repository.ts';
import { subscriptionsRepository, type SubscriptionRow } from './subscriptions.repository.ts';

export type Outcome = 'applied' | 'duplicate_event' | 'not_paid' | 'ignored';

/** Work on one user's billing; answers the plans it replaced, which the provider must stop billing. */
export type BillingWork = (tx: Db, at: Date) => Promise<SubscriptionRow[] | undefined>;

/** The transaction every billing change runs in. */
export function billingTransactions(deps: {
  db: Db;
  engine: PaymentEngine;
  now: () => Promise<Date>;
  log: FastifyBaseLogger;
}) {
  const events = paymentEventsRepository(deps.db);
  const subscriptions = subscriptionsRepository(deps.db);

  /** Called after commit: a provider call must never run inside a database transaction. */
  async function stopBilling(replaced: SubscriptionRow[]) {
    for (const old of replaced.filter((row) => row.provider === deps.engine.provider)) {
      await deps.engine.cancelAtPeriodEnd(old.providerSubscriptionId).catch((error: unknown) => {
        deps.log.error({ err: error, subscription: old.id }, 'could not stop billing a replaced plan');
      });
    }
  }

  /**
   * Runs `work` in one transaction holding `userId`'s lock, once per provider event: the event id is
   * written in the same transaction, so a redelivery, even a concurrent one, changes nothing.
   */
  return async function inBillingTransaction(
    event: EventRef | undefined,
    userId: string,
    work: BillingWork,
  ): Promise<Outcome> {
    const at = await deps.now();
    const replaced = await deps.db.transaction(async (tx) => {
      if (event && !(await events.record(tx, event, at))) return 'duplicate_event' as const;
      // A deleted user: record the event (so it is not redelivered forever) and change nothing.
      if (!(await subscriptions.lockUser(tx, userId))) return 'ignored' as const;
      return (await work(tx, at)) ?? [];
    });
    if (typeof replaced === 'string') return replaced;
    await stopBilling(replaced);
    return 'applied';
  };
}
