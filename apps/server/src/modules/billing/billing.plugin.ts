import type { FastifyInstance } from 'fastify';
import { products as catalogue, type Product } from '@penwise/contract';
import { warnIfTestCheckout, type ConfiguredPaymentEngine } from '../../adapters/payments/index.ts';
import type { Db } from '../../db/client.ts';
import type { CreditsService } from '../credits/credits.service.ts';
import type { BillingClock } from './billing-clock.ts';
import { billingPortalRoutes } from './billing-portal.routes.ts';
import { createBillingStatus } from './billing-status.service.ts';
import { billingTransactions } from './billing-transaction.ts';
import { billingRoutes } from './billing.routes.ts';
import { createBillingService } from './billing.service.ts';
import { createDisputes } from './disputes.service.ts';
import { createFulfilment } from './fulfilment.service.ts';
import { createPaymentCustomers } from './payment-customers.service.ts';
import { planChangeRoutes } from './plan-change.routes.ts';
import { createPlanChanges } from './plan-change.service.ts';
import { createRefunds } from './refunds.service.ts';
import { scheduleRenewals } from './renewal-scheduler.ts';
import { createRenewals } from './renewals.service.ts';
import { createSubscriptionLifecycle } from './subscription-lifecycle.service.ts';
import { testCheckoutRoutes } from './test-checkout.routes.ts';
import { createTestCheckout } from './test-checkout.service.ts';
import { webhookRoutes } from './webhook.routes.ts';
import { createWebhookHandler } from './webhook.service.ts';

export interface BillingOptions {
  db: Db;
  credits: CreditsService;
  engine: ConfiguredPaymentEngine;
  clock: BillingClock;
  /** The catalogue prices and credits come from; the contract's unless a test passes its own. */
  products?: readonly Product[] | undefined;
  publicUrl: string;
  brandName: string;
  checkIntervalSeconds: number;
}

/** Billing: checkout, plans, invoices, webhooks, and (without Stripe) the test checkout and its renewals. */
export async function billingPlugin(app: FastifyInstance, options: BillingOptions) {
  const { db, credits, engine, clock } = options;
  const products = options.products ?? catalogue;
  const log = app.log;
  const inBillingTransaction = billingTransactions({ db, engine, now: clock.now, log });
  const fulfilment = createFulfilment({ db, credits, engine, products, log, inBillingTransaction });
  const refunds = createRefunds({ db, credits, inBillingTransaction });
  const lifecycle = createSubscriptionLifecycle({ db, credits, products, inBillingTransaction });
  const disputes = createDisputes({ db, credits, inBillingTransaction });
  const customers = createPaymentCustomers({ db, engine, publicUrl: options.publicUrl });
  const billing = createBillingService({
    ...{ db, credits, engine, fulfilment, products, inBillingTransaction, customers },
    publicUrl: options.publicUrl,
  });
  // Only the running test checkout renews its paid plans; with payments off they end, as under Stripe.
  const renewPaidPlans = engine.mode === 'test';
  const renewals = createRenewals({ db, fulfilment, products, renewPaidPlans, now: clock.now, log });

  await app.register(billingRoutes, { billing, paymentsMode: engine.mode });
  const planChanges = createPlanChanges({
    db,
    credits,
    engine,
    products,
    now: clock.now,
    inBillingTransaction,
  });
  await app.register(planChangeRoutes, { planChanges });
  await app.register(billingPortalRoutes, { status: createBillingStatus({ db, customers }), customers });
  await app.register(webhookRoutes, {
    handleWebhook: createWebhookHandler({ db, engine, fulfilment, refunds, lifecycle, disputes }),
  });
  // Off (no Stripe key, PUBLIC_URL not loopback, no PAYMENTS=test), its page and actions do not exist.
  if (engine.mode === 'test') {
    warnIfTestCheckout(engine, log, options.publicUrl);
    const testCheckout = createTestCheckout({ engine, fulfilment, renewals, clock, products });
    await app.register(testCheckoutRoutes, { testCheckout, brandName: options.brandName });
  }
  // Also under Stripe: free plans renew here, and demo plans left from test mode must still end.
  scheduleRenewals(app, renewals, options.checkIntervalSeconds);
}
