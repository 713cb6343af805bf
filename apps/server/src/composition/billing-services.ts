import type { FastifyBaseLogger } from 'fastify';
import type { Product } from '@penwise/contract';
import type { ConfiguredPaymentEngine } from '../adapters/payments/index.ts';
import type { Db } from '../db/client.ts';
import type { BillingClock } from '../modules/billing/billing-clock.ts';
import { createBillingStatus } from '../modules/billing/billing-status.service.ts';
import { billingTransactions } from '../modules/billing/billing-transaction.ts';
import { createBillingService } from '../modules/billing/billing.service.ts';
import { createDisputes } from '../modules/billing/disputes.service.ts';
import { createFulfilment } from '../modules/billing/fulfilment.service.ts';
import { createPaymentCustomers } from '../modules/billing/payment-customers.service.ts';
import { createPlanChanges } from '../modules/billing/plan-change.service.ts';
import { createRefunds } from '../modules/billing/refunds.service.ts';
import { createRenewals } from '../modules/billing/renewals.service.ts';
import { createSubscriptionLifecycle } from '../modules/billing/subscription-lifecycle.service.ts';
import { createTestCheckout } from '../modules/billing/test-checkout.service.ts';
import { createWebhookHandler } from '../modules/billing/webhook.service.ts';
import type { CreditsService } from '../modules/credits/credits.service.ts';

export interface BillingServiceDeps {
  db: Db;
  credits: CreditsService;
  engine: ConfiguredPaymentEngine;
  clock: BillingClock;
  products: readonly Product[];
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** Every billing service, sharing one billing transaction, fulfilment and clock. */
export function createBillingServices(deps: BillingServiceDeps) {
  const { db, credits, engine, clock, products, log, publicUrl } = deps;
  const inBillingTransaction = billingTransactions({ db, engine, now: clock.now, log });
  const fulfilment = createFulfilment({ db, credits, engine, products, log, inBillingTransaction });
  const refunds = createRefunds({ db, credits, inBillingTransaction });
  const lifecycle = createSubscriptionLifecycle({ db, credits, products, inBillingTransaction });
  const disputes = createDisputes({ db, credits, inBillingTransaction });
  const customers = createPaymentCustomers({ db, engine, publicUrl });
  const billing = createBillingService({
    db,
    credits,
    engine,
    fulfilment,
    products,
    inBillingTransaction,
    customers,
    publicUrl,
  });
  // Only the running test checkout renews its paid plans; with payments off they end, as under Stripe.
  const renewPaidPlans = engine.mode === 'test';
  const renewals = createRenewals({ db, fulfilment, products, renewPaidPlans, now: clock.now, log });
  const planChanges = createPlanChanges({
    db,
    credits,
    engine,
    products,
    now: clock.now,
    inBillingTransaction,
  });
  return {
    clock,
    fulfilment,
    refunds,
    lifecycle,
    disputes,
    customers,
    billing,
    renewals,
    planChanges,
    billingStatus: createBillingStatus({ db, customers }),
    handleWebhook: createWebhookHandler({ db, engine, fulfilment, refunds, lifecycle, disputes }),
    // Only the built-in checkout has a page and a movable clock; Stripe and payments off have none.
    testCheckout:
      engine.mode === 'test'
        ? createTestCheckout({ engine, fulfilment, renewals, clock, products })
        : undefined,
  };
}

export type BillingServices = ReturnType<typeof createBillingServices>;
