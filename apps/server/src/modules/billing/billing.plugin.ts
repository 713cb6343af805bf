import type { FastifyInstance } from 'fastify';
import { warnIfTestCheckout, type ConfiguredPaymentEngine } from '../../adapters/payments/index.ts';
import { billingPortalRoutes } from './billing-portal.routes.ts';
import type { BillingStatusService } from './billing-status.service.ts';
import { billingRoutes } from './billing.routes.ts';
import type { BillingService } from './billing.service.ts';
import type { PaymentCustomers } from './payment-customers.service.ts';
import { planChangeRoutes } from './plan-change.routes.ts';
import type { PlanChanges } from './plan-change.service.ts';
import { scheduleRenewals } from './renewal-scheduler.ts';
import type { Renewals } from './renewals.service.ts';
import { testCheckoutRoutes } from './test-checkout.routes.ts';
import type { TestCheckout } from './test-checkout.service.ts';
import { webhookRoutes } from './webhook.routes.ts';

/** The billing services the routes and the renewal schedule call (built by the composition root). */
export interface BillingRouteServices {
  billing: BillingService;
  planChanges: PlanChanges;
  billingStatus: BillingStatusService;
  customers: PaymentCustomers;
  renewals: Renewals;
  handleWebhook: (rawBody: Buffer, signature: string | undefined) => Promise<void>;
  /** Only with the built-in test checkout. */
  testCheckout: TestCheckout | undefined;
}

export interface BillingOptions {
  services: BillingRouteServices;
  engine: ConfiguredPaymentEngine;
  publicUrl: string;
  brandName: string;
  checkIntervalSeconds: number;
}

/** Billing: checkout, plans, invoices, webhooks, and (without Stripe) the test checkout and its renewals. */
export async function billingPlugin(app: FastifyInstance, options: BillingOptions) {
  const { services, engine } = options;
  await app.register(billingRoutes, { billing: services.billing, paymentsMode: engine.mode });
  await app.register(planChangeRoutes, { planChanges: services.planChanges });
  await app.register(billingPortalRoutes, { status: services.billingStatus, customers: services.customers });
  await app.register(webhookRoutes, { handleWebhook: services.handleWebhook });
  // Off (no Stripe key, PUBLIC_URL not loopback, no PAYMENTS=test), its page and actions do not exist.
  if (services.testCheckout) {
    warnIfTestCheckout(engine, app.log, options.publicUrl);
    await app.register(testCheckoutRoutes, {
      testCheckout: services.testCheckout,
      brandName: options.brandName,
    });
  }
  // Also under Stripe: free plans renew here, and demo plans left from test mode must still end.
  scheduleRenewals(app, services.renewals, options.checkIntervalSeconds);
}
