import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';

/** Security headers and the rate limiter (opted into per route through `config.rateLimit`). */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
    // API answers load nothing; HTML pages replace this with their own policy (web-app.ts).
    contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, { global: false });
});
