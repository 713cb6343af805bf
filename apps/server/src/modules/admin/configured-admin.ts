import type { FastifyBaseLogger } from 'fastify';
import { createPaymentEngine } from '../../adapters/payments/index.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createBillingClock } from '../billing/billing-clock.ts';
import { billingTransactions } from '../billing/billing-transaction.ts';
import { createRefunds } from '../billing/refunds.service.ts';
import { createCreditsService } from '../credits/credits.service.ts';
import { createAdminService } from './admin.service.ts';

/** The admin service over `db` with the configured payment provider, billing wired as the server wires it. */
export function createConfiguredAdmin(config: Config, db: Db, log: FastifyBaseLogger, now?: () => Date) {
  const credits = createCreditsService(db);
  const clock = createBillingClock(db, now, { movable: !config.STRIPE_SECRET_KEY });
  const engine = createPaymentEngine(config, { db, log, now: clock.now });
  const inBillingTransaction = billingTransactions({ db, engine, now: clock.now, log });
  const refunds = createRefunds({ db, credits, inBillingTransaction });
  return createAdminService({ db, credits, engine, refunds, ...(now ? { now } : {}) });
}
