import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { createMetrics } from '../lib/metrics.ts';
import { createAdminService } from '../modules/admin/admin.service.ts';
import { createAuthService } from '../modules/auth/auth.service.ts';
import { contactRepository } from '../modules/contact/contact.repository.ts';
import { createContactService } from '../modules/contact/contact.service.ts';
import { createCreditsService } from '../modules/credits/credits.service.ts';
import { mediaRepository } from '../modules/media/media.repository.ts';
import { mediaServiceOver } from '../modules/media/media.service.ts';
import { createOrphanMediaService } from '../modules/media/orphan-media.service.ts';
import { createAccountServices } from './account-services.ts';
import { openAdapters, type AdapterOverrides } from './adapters.ts';
import { createBillingServices } from './billing-services.ts';

export type { AdapterOverrides, Adapters } from './adapters.ts';
export type { AccountServices } from './account-services.ts';
export type { BillingServices } from './billing-services.ts';

export interface ServicesOptions {
  /** Where services report what they cannot throw (a mail outage, a provider error): the app's or the CLI's. */
  log: FastifyBaseLogger;
}

/**
 * Every service of the server, built once from the config and the adapters (the configured ones unless
 * `overrides` passes its own). The server, the admin CLI and the tests all build them here.
 */
export async function createServices(
  config: Config,
  overrides: AdapterOverrides = {},
  { log }: ServicesOptions,
) {
  const { adapters, billingClock, close } = await openAdapters(config, overrides, log);
  const { database, mail, payments, now, products } = adapters;
  const { db } = database;

  const auth = createAuthService({
    db,
    mail,
    now,
    log,
    sessionTtlSeconds: config.SESSION_TTL,
    sessionIdleSeconds: config.SESSION_IDLE_TTL,
    publicUrl: config.PUBLIC_URL,
    brandName: config.BRAND_NAME,
    supportEmail: config.SUPPORT_EMAIL,
  });
  const credits = createCreditsService(db);
  const media = mediaServiceOver({ rows: mediaRepository(db), storage: adapters.mediaStorage });
  // Files a crash left without a row; on the real clock: files are stamped with it, not a test's.
  const orphanMedia = createOrphanMediaService({ rows: mediaRepository(db), storage: adapters.mediaStorage });
  const billing = createBillingServices({
    db,
    credits,
    engine: payments,
    clock: billingClock,
    products,
    publicUrl: config.PUBLIC_URL,
    log,
  });
  const contact = createContactService({
    messages: contactRepository(db),
    mail,
    log,
    supportEmail: config.SUPPORT_EMAIL,
    brandName: config.BRAND_NAME,
  });

  return {
    adapters,
    /** Closes what the root opened (the database, unless `overrides` passed one). */
    close,
    metrics: createMetrics(),
    auth,
    credits,
    media,
    orphanMedia,
    billing,
    account: createAccountServices({ config, db, mail, auth, payments, media, now, log }),
    contact,
    // The operator's commands refund through the same billing the webhooks use.
    admin: createAdminService({ db, credits, engine: payments, refunds: billing.refunds, now }),
    // Generation services (engines, paid generations, modalities) join here when their wiring moves in.
  };
}

/** What `createServices` builds: every service, the adapters they run on, and `close`. */
export type Services = Awaited<ReturnType<typeof createServices>>;
