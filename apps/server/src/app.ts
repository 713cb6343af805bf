import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { handleError } from './errors.ts';
import { handleFrameworkError } from './lib/client-errors.ts';
import { fastifyTrustProxy } from './lib/trust-proxy.ts';
import { loggerOptions } from './lib/logger-options.ts';
import { createMetrics } from './lib/metrics.ts';
import { requestIdHeader, requestIdOf } from './lib/request-id.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { nulFreeBodies } from './plugins/nul-free-bodies.ts';
import { createMailSender, type MailSender } from './adapters/mail/index.ts';
import { authenticatePlugin } from './plugins/authenticate.ts';
import { securityPlugin } from './plugins/security.ts';
import { webAppPlugin } from './plugins/web-app.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createCreditsService } from './modules/credits/credits.service.ts';
import { creditsRoutes } from './modules/credits/credits.routes.ts';
import { scheduleAbandonedRefunds } from './modules/credits/abandoned-reservations.ts';
// Billing (issue 3)
import type { Product } from '@penwise/contract';
import { createPaymentEngine } from './adapters/payments/index.ts';
import { createBillingClock } from './modules/billing/billing-clock.ts';
import { billingPlugin } from './modules/billing/billing.plugin.ts';
// Media, generation (issues 4 and 5)
import { createMediaStorage } from './adapters/media/index.ts';
import { createMediaService } from './modules/media/media.service.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { generationPlugin, type EngineOverrides } from './modules/ai-engines/generation.plugin.ts';
// Public site (issue 6)
import { createContactService } from './modules/contact/contact.service.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { siteRoutes } from './modules/site/site.routes.ts';
// Your data is yours (issue 14)
import { accountPlugin } from './modules/account/account.plugin.ts';

/** What tests may swap: an already open database, a mail fake, a clock, the product catalogue, engines. */
export interface AppOverrides extends EngineOverrides {
  database?: Database;
  mail?: MailSender;
  now?: () => Date;
  products?: readonly Product[];
}

/** Builds the whole server without listening: plugins first, then modules. */
export async function buildApp(config: Config, overrides: AppOverrides = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: await loggerOptions(config),
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    // Every log line carries reqId; every answer carries the same id in X-Request-Id for support.
    genReqId: requestIdOf,
    // A malformed or over-long URL fails before routing: answer it like every other error.
    frameworkErrors: handleFrameworkError,
  });
  if (config.TRUST_PROXY && !Array.isArray(config.TRUST_PROXY))
    app.log.warn(
      `TRUST_PROXY=${String(config.TRUST_PROXY.hops)}: the nearest hops' X-Forwarded-For is believed however a request arrives; keep the port reachable only through the proxy, or list the proxies' addresses instead.`,
    );
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  app.addHook('onRequest', async (request, reply) => {
    reply.header(requestIdHeader, request.id);
  });

  const database =
    overrides.database ??
    (await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }));
  if (!overrides.database) app.addHook('onClose', () => database.close());
  const mail = overrides.mail ?? createMailSender(config, app.log);

  const auth = createAuthService({
    db: database.db,
    mail,
    sessionTtlSeconds: config.SESSION_TTL,
    sessionIdleSeconds: config.SESSION_IDLE_TTL,
    publicUrl: config.PUBLIC_URL,
    brandName: config.BRAND_NAME,
    supportEmail: config.SUPPORT_EMAIL,
    log: app.log,
    ...(overrides.now ? { now: overrides.now } : {}),
  });

  const credits = createCreditsService(database.db);
  scheduleAbandonedRefunds(app, credits, overrides.now ?? (() => new Date()));

  const metrics = createMetrics();
  await app.register(metricsPlugin, { metrics, token: config.METRICS_TOKEN });
  await app.register(securityPlugin, { database, publicUrl: config.PUBLIC_URL, redisUrl: config.REDIS_URL });
  await app.register(nulFreeBodies);
  await app.register(authenticatePlugin, { auth });
  await app.register(healthRoutes, { database });
  await app.register(authRoutes, { auth, perMinute: config.AUTH_RATE_LIMIT });
  await app.register(creditsRoutes, { credits });

  // Billing: one clock (the app's, plus the test checkout's offset), Stripe or the built-in checkout.
  const billingClock = createBillingClock(database.db, overrides.now, { movable: !config.STRIPE_SECRET_KEY });
  const payments = createPaymentEngine(config, { db: database.db, log: app.log, now: billingClock.now });
  await app.register(billingPlugin, {
    db: database.db,
    credits,
    engine: payments,
    clock: billingClock,
    products: overrides.products,
    publicUrl: config.PUBLIC_URL,
    brandName: config.BRAND_NAME,
    checkIntervalSeconds: config.BILLING_CHECK_INTERVAL,
  });

  const media = createMediaService(database.db, createMediaStorage(config));
  await app.register(mediaRoutes, { media });
  await app.register(accountPlugin, {
    ...{ config, db: database.db, mail, auth, payments, media },
    now: overrides.now,
  });

  await app.register(generationPlugin, {
    config,
    database,
    credits,
    media,
    engines: overrides,
    metrics,
  });

  await app.register(siteRoutes, {
    site: {
      brandName: config.BRAND_NAME,
      companyName: config.COMPANY_NAME,
      supportEmail: config.SUPPORT_EMAIL,
      salesEmail: config.SALES_EMAIL,
      companyAddress: config.COMPANY_ADDRESS,
      companyPhone: config.COMPANY_PHONE,
    },
  });
  const contact = createContactService({
    db: database.db,
    mail,
    supportEmail: config.SUPPORT_EMAIL,
    brandName: config.BRAND_NAME,
    log: app.log,
  });
  await app.register(contactRoutes, { contact });

  await app.register(webAppPlugin, { webDir: config.WEB_DIR, publicUrl: config.PUBLIC_URL });
  return app;
}
