import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { PaymentEngine } from './payment-engine.ts';
import { stripePaymentEngine } from './stripe.ts';
import { testCheckoutEngine, type TestCheckoutEngine } from './test-checkout.ts';

export type * from './payment-engine.ts';
export { nextMonth, type TestCheckoutEngine } from './test-checkout.ts';

/** The configured engine; `provider` tells them apart (the test checkout also serves its own page). */
export type ConfiguredPaymentEngine = (PaymentEngine & { readonly provider: 'stripe' }) | TestCheckoutEngine;

/** Stripe when STRIPE_SECRET_KEY is set, otherwise the built-in test checkout. */
export function createPaymentEngine(
  config: Config,
  deps: { db: Db; log: FastifyBaseLogger; now: () => Promise<Date> },
): ConfiguredPaymentEngine {
  if (config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET) {
    return stripePaymentEngine({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      apiBase: config.STRIPE_API_BASE,
      log: deps.log,
    });
  }
  return testCheckoutEngine({ db: deps.db, now: deps.now });
}
