import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { Database } from '../db/client.ts';
import { createRateLimitStore } from '../modules/rate-limits/rate-limit-store.ts';
import { securityHeaderValues } from './security-header-values.ts';

export interface SecurityOptions {
  database: Database;
  publicUrl: string;
  redisUrl?: string | undefined;
}

/** Security headers (helmet's, computed once) and the rate limiter (opted into per route through `config.rateLimit`). */
export const securityPlugin = fp(async (app: FastifyInstance, options: SecurityOptions) => {
  const headers = securityHeaderValues({
    // API answers load nothing; HTML pages replace this with their own policy (web-app.ts).
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        objectSrc: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // HSTS pins browsers to https for a year: only promise that when the site is served over https.
    strictTransportSecurity: options.publicUrl.startsWith('https:')
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
  });
  // On the raw response, as helmet sets them: hijacked replies keep them, and a route's own
  // reply.header (an HTML page's policy) still wins when the answer is written.
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
  const store = await createRateLimitStore(app, options);
  await app.register(rateLimit, { global: false, ...store });
});
