import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { createServices, type ServiceOverrides, type Services } from './composition/composition-root.ts';
import { handleError } from './errors.ts';
import { handleFrameworkError } from './lib/client-errors.ts';
import { fastifyTrustProxy } from './lib/trust-proxy.ts';
import { loggerOptions } from './lib/logger-options.ts';
import { requestIdHeader, requestIdOf } from './lib/request-id.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { nulFreeBodies } from './plugins/nul-free-bodies.ts';
import { authenticatePlugin } from './plugins/authenticate.ts';
import { securityPlugin } from './plugins/security.ts';
import { webAppPlugin } from './plugins/web-app.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { creditsRoutes } from './modules/credits/credits.routes.ts';
import { sessionBalanceLookup } from './modules/credits/session-balance.ts';
import { createLiveSessions } from './modules/auth/live-sessions.ts';
import { scheduleAbandonedRefunds } from './modules/credits/abandoned-reservations.ts';
import { scheduleOrphanMediaSweep } from './modules/media/orphan-media-scheduler.ts';
import { billingPlugin } from './modules/billing/billing.plugin.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { generationPlugin } from './modules/ai-engines/generation.plugin.ts';
import { voiceLearningRoutes } from './modules/text-generation/voice-learning.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { brandVoicesRoutes } from './modules/brand-voices/brand-voices.routes.ts';
import { customTemplatesRoutes } from './modules/custom-templates/custom-templates.routes.ts';
import { documentsRoutes } from './modules/documents/documents.routes.ts';
import { siteRoutes } from './modules/site/site.routes.ts';
import { accountRoutes } from './modules/account/account.routes.ts';

/** What tests may swap: any adapter of the composition root (database, mail, payments, media storage, clock, catalogue) and the AI engines. */
export type AppOverrides = ServiceOverrides;

/** The app and the services it runs on, for tests that call a service directly. */
export interface BuiltApp {
  app: FastifyInstance;
  services: Services;
}

/** Builds the whole server without listening: plugins first, then modules. */
export async function buildApp(config: Config, overrides: AppOverrides = {}): Promise<FastifyInstance> {
  return (await buildAppWithServices(config, overrides)).app;
}

/** Like buildApp, also answering the services the composition root built for it. */
export async function buildAppWithServices(config: Config, overrides: AppOverrides = {}): Promise<BuiltApp> {
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
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(requestIdHeader, request.id);
    done();
  });

  // Services log through the app's logger, so their lines carry its level and format.
  const services = await createServices(config, overrides, { log: app.log });
  app.addHook('onClose', () => services.close());
  const { adapters, auth, credits, media, metrics } = services;
  const { database } = adapters;
  // The same rules and clock as the auth service's: SESSION_IDLE_TTL, on the adapters' clock.
  const sessions = createLiveSessions({
    db: database.db,
    now: adapters.now,
    sessionIdleSeconds: config.SESSION_IDLE_TTL,
  });

  scheduleAbandonedRefunds(app, credits, adapters.now);
  scheduleOrphanMediaSweep(app, services.orphanMedia);

  await app.register(metricsPlugin, { metrics, token: config.METRICS_TOKEN });
  await app.register(securityPlugin, { database, publicUrl: config.PUBLIC_URL, redisUrl: config.REDIS_URL });
  await app.register(nulFreeBodies);
  await app.register(authenticatePlugin, { sessions });
  await app.register(healthRoutes, { database });
  await app.register(authRoutes, { auth, perMinute: config.AUTH_RATE_LIMIT });
  await app.register(creditsRoutes, { sessionBalance: sessionBalanceLookup(database.db) });
  await app.register(billingPlugin, {
    services: services.billing,
    engine: adapters.payments,
    publicUrl: config.PUBLIC_URL,
    brandName: config.BRAND_NAME,
    checkIntervalSeconds: config.BILLING_CHECK_INTERVAL,
  });
  await app.register(mediaRoutes, { media });
  await app.register(accountRoutes, { ...services.account, perMinute: config.AUTH_RATE_LIMIT });

  await app.register(generationPlugin, {
    services: services.generation,
    database,
    media,
    perMinute: config.AI_RATE_LIMIT,
    runsWorkers: config.WORKERS > 0,
    silentAfterSeconds: config.INSTANCE_TIMEOUT,
  });
  await app.register(voiceLearningRoutes, {
    voiceLearning: services.generation.voiceLearning,
    perMinute: config.AI_RATE_LIMIT,
  });

  await app.register(brandVoicesRoutes, { brandVoices: services.brandVoices });
  await app.register(customTemplatesRoutes, { customTemplates: services.customTemplates });
  await app.register(documentsRoutes, { documents: services.documents });

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
  await app.register(contactRoutes, { contact: services.contact });

  await app.register(webAppPlugin, { webDir: config.WEB_DIR, publicUrl: config.PUBLIC_URL });
  return { app, services };
}
