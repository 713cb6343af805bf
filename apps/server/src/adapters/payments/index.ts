import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { PaymentEngine } from './payment-engine.ts';
import { paymentsOffEngine, type PaymentsOffEngine } from './payments-off.ts';
import { testCheckoutEngine, type TestCheckoutEngine } from './test-checkout.ts';

export type * from './payment-engine.ts';
export type { PaymentsOffEngine } from './payments-off.ts';
export { nextMonth, type TestCheckoutEngine } from './test-checkout.ts';

/**
 * The configured engine; `mode` tells them apart (the test checkout also serves its own page, and
 * with payments off nothing can be bought).
 */
export type ConfiguredPaymentEngine =
  | (PaymentEngine & { readonly provider: 'stripe'; readonly mode: 'stripe' })
  | TestCheckoutEngine
  | PaymentsOffEngine;

/**
 * Stripe, the built-in test checkout, or none, as PAYMENTS (resolved from the keys and PUBLIC_URL) says.
 * Stripe's SDK (several hundred modules) loads only when it is the engine.
 */
export async function createPaymentEngine(
  config: Config,
  deps: { db: Db; log: FastifyBaseLogger; now: () => Promise<Date> },
): Promise<ConfiguredPaymentEngine> {
  if (config.PAYMENTS === 'stripe' && config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET) {
    const { stripePaymentEngine } = await import('./stripe.ts');
    const stripe = stripePaymentEngine({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      apiBase: config.STRIPE_API_BASE,
      log: deps.log,
    });
    return { ...stripe, mode: 'stripe' };
  }
  if (config.PAYMENTS === 'test') return testCheckoutEngine({ db: deps.db, now: deps.now });
  return paymentsOffEngine();
}

/**
 * The server says at every start when the test checkout is on: on a site others can reach, it gives
 * every plan and pack away. (Not the admin CLI, which builds the same engine for refunds.)
 */
export function warnIfTestCheckout(
  engine: ConfiguredPaymentEngine,
  log: FastifyBaseLogger,
  publicUrl: string,
) {
  if (engine.mode !== 'test') return;
  log.warn(
    { publicUrl },
    'The built-in test checkout is on: no card is charged and every logged-in user can get any plan or pack for free. ' +
      'Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take real payments, or PAYMENTS=off to sell nothing.',
  );
}
