import { billingMessages } from '@penwise/contract';
import type { PaymentEngine } from '../../adapters/payments/index.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { Disputes } from './disputes.service.ts';
import type { Fulfilment } from './fulfilment.service.ts';
import { paymentEventsRepository } from './payment-events.repository.ts';
import type { Refunds } from './refunds.service.ts';
import type { SubscriptionLifecycle } from './subscription-lifecycle.service.ts';

export interface WebhookDeps {
  db: Db;
  engine: PaymentEngine;
  fulfilment: Fulfilment;
  refunds: Refunds;
  lifecycle: SubscriptionLifecycle;
  disputes: Disputes;
}

/** Verifies a provider webhook and applies it; throws (so the provider retries) when it cannot yet. */
export function createWebhookHandler(deps: WebhookDeps) {
  const events = paymentEventsRepository(deps.db);
  const provider = deps.engine.provider;

  return async function handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<void> {
    const event = await deps.engine.parseWebhook(rawBody, signature);
    // A cheap early exit for redeliveries; the real guard is the event row written with the change.
    if (event.kind === 'ignored' || (await events.seen(event.id))) return;
    const ref = { id: event.id, type: event.type };
    switch (event.kind) {
      case 'checkout_completed': {
        // Fetched rather than read from the event: the expanded session carries the subscription period.
        const view = await deps.engine.retrieveCheckout(event.checkoutId);
        if (!view) throw new AppError('checkout_not_found', 404, billingMessages.checkoutNotFound);
        await deps.fulfilment.fulfilCheckout(provider, view, ref);
        return;
      }
      case 'invoice_paid':
        await deps.fulfilment.recordPaidInvoice(provider, event.invoice, ref);
        return;
      case 'subscription_ended':
        await deps.fulfilment.endSubscription(provider, event.subscription, ref);
        return;
      case 'payment_refunded':
        await deps.refunds.recordRefund(event.refund, ref);
        return;
      case 'invoice_failed':
        await deps.lifecycle.recordFailedInvoice(provider, event.invoice, ref);
        return;
      case 'subscription_updated':
        await deps.lifecycle.mirrorSubscription(provider, event.subscription, ref);
        return;
      case 'dispute_opened':
        await deps.disputes.open(event.dispute, ref);
        return;
      case 'dispute_closed':
        await deps.disputes.close(event.dispute, ref);
        return;
    }
  };
}
