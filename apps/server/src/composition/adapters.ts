import type { FastifyBaseLogger } from 'fastify';
import { products as catalogue, type Product } from '@penwise/contract';
import { createMailSender, type MailSender } from '../adapters/mail/index.ts';
import { createMediaStorage, type MediaStorage } from '../adapters/media/index.ts';
import { createPaymentEngine, type ConfiguredPaymentEngine } from '../adapters/payments/index.ts';
import type { Config } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { createBillingClock, type BillingClock } from '../modules/billing/billing-clock.ts';

/** The outside world the services are built over: each is the configured one unless a caller passes its own. */
export interface Adapters {
  database: Database;
  mail: MailSender;
  payments: ConfiguredPaymentEngine;
  mediaStorage: MediaStorage;
  /** The app's clock; billing runs on it plus the test checkout's offset (`billingClock`). */
  now: () => Date;
  /** The catalogue prices and credits come from (a test may pass one with a free plan). */
  products: readonly Product[];
}

/** Adapters a caller (a test, a tool) passes instead of the configured ones. */
export type AdapterOverrides = Partial<Adapters>;

/** The resolved adapters, with the billing clock the default payment engine already runs on. */
export interface OpenAdapters {
  adapters: Adapters;
  billingClock: BillingClock;
  /** Closes what was opened here: the database, unless the caller passed its own (it closes that). */
  close: () => Promise<void>;
}

/** Resolves every adapter, opening the configured database when no `database` is passed. */
export async function openAdapters(
  config: Config,
  overrides: AdapterOverrides,
  log: FastifyBaseLogger,
): Promise<OpenAdapters> {
  const database =
    overrides.database ??
    (await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }));
  const now = overrides.now ?? (() => new Date());
  // Only the test checkout's clock moves: with real money a leftover demo offset must not shift invoices.
  const billingClock = createBillingClock(database.db, now, { movable: !config.STRIPE_SECRET_KEY });
  const adapters: Adapters = {
    database,
    mail: overrides.mail ?? createMailSender(config, log),
    payments:
      overrides.payments ??
      (await createPaymentEngine(config, { db: database.db, log, now: billingClock.now })),
    mediaStorage: overrides.mediaStorage ?? (await createMediaStorage(config)),
    now,
    products: overrides.products ?? catalogue,
  };
  const owned = !overrides.database;
  return { adapters, billingClock, close: async () => (owned ? database.close() : undefined) };
}
