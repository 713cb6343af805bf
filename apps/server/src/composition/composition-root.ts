import type { FastifyBaseLogger } from 'fastify';
import type { EngineOverrides } from '../adapters/ai/index.ts';
import type { Config } from '../config.ts';
import { createMetrics } from '../lib/metrics.ts';
import { createAdminService } from '../modules/admin/admin.service.ts';
import { createAuthService } from '../modules/auth/auth.service.ts';
import { brandVoicesRepository } from '../modules/brand-voices/brand-voices.repository.ts';
import { createBrandVoicesService } from '../modules/brand-voices/brand-voices.service.ts';
import { contactRepository } from '../modules/contact/contact.repository.ts';
import { createContactService } from '../modules/contact/contact.service.ts';
import { createCreditsService } from '../modules/credits/credits.service.ts';
import { documentsRepository } from '../modules/documents/documents.repository.ts';
import { createDocumentsService } from '../modules/documents/documents.service.ts';
import { customTemplatesRepository } from '../modules/custom-templates/custom-templates.repository.ts';
import { createCustomTemplatesService } from '../modules/custom-templates/custom-templates.service.ts';
import { mediaRepository } from '../modules/media/media.repository.ts';
import { mediaServiceOver } from '../modules/media/media.service.ts';
import { createOrphanMediaService } from '../modules/media/orphan-media.service.ts';
import { createAccountServices } from './account-services.ts';
import { openAdapters, type AdapterOverrides } from './adapters.ts';
import { createBillingServices } from './billing-services.ts';
import { createGenerationServices } from './generation-services.ts';

export type { AdapterOverrides, Adapters } from './adapters.ts';
export type { EngineOverrides } from '../adapters/ai/index.ts';
export type { AccountServices } from './account-services.ts';
export type { BillingServices } from './billing-services.ts';
export type { GenerationServices } from './generation-services.ts';

/** What a caller (a test, a tool) passes instead of the configured ones: any adapter and any AI engine. */
export interface ServiceOverrides extends AdapterOverrides, EngineOverrides {}

export interface ServicesOptions {
  /** Where services report what they cannot throw (a mail outage, a provider error): the app's or the CLI's. */
  log: FastifyBaseLogger;
}

/**
 * Every service of the server, built once from the config and the adapters and engines (the configured
 * ones unless `overrides` passes its own). The server, the admin CLI and the tests all build them here.
 * Nothing is started: what runs in the background (the job queue, workers, schedules) starts with the app.
 */
export async function createServices(
  config: Config,
  overrides: ServiceOverrides = {},
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
  const metrics = createMetrics();
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
  const brandVoices = createBrandVoicesService(brandVoicesRepository(db));
  const customTemplates = createCustomTemplatesService(customTemplatesRepository(db));
  const generation = await createGenerationServices({
    config,
    database,
    credits,
    media,
    metrics,
    engines: overrides,
    studio: { voicePrompt: brandVoices.promptFor, findTemplate: customTemplates.find },
    log,
  });

  return {
    adapters,
    /**
     * Closes what the root opened: the speech engine's workers, the event store, then the database (unless
     * `overrides` passed one).
     */
    async close() {
      try {
        await generation.close();
      } finally {
        await close();
      }
    },
    metrics,
    auth,
    credits,
    media,
    orphanMedia,
    billing,
    account: createAccountServices({ config, db, mail, auth, payments, media, now, log }),
    contact,
    brandVoices,
    customTemplates,
    documents: createDocumentsService(documentsRepository(db)),
    // The operator's commands refund through the same billing the webhooks use.
    admin: createAdminService({ db, credits, engine: payments, refunds: billing.refunds, now }),
    generation,
  };
}

/** What `createServices` builds: every service, the adapters they run on, and `close`. */
export type Services = Awaited<ReturnType<typeof createServices>>;
