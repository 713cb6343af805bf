import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Metrics } from '../lib/metrics.ts';

// Compared as SHA-256 digests: always 32 bytes each, so a header whose characters encode to more
// bytes than the token (any non-ASCII one) cannot make timingSafeEqual throw, and the length of the
// token does not leak through timing.
const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
const sameSecret = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

/**
 * Times every request, and serves the metrics at GET /metrics to `Authorization: Bearer <token>`
 * (METRICS_TOKEN). Without a token configured the route does not exist.
 */
export const metricsPlugin = fp<{ metrics: Metrics; token: string | undefined }>(
  async (app: FastifyInstance, options) => {
    const { metrics, token } = options;
    // A callback hook, not an async one: it runs on every request and has nothing to wait for.
    app.addHook('onResponse', (request, reply, done) => {
      // The route pattern, not the URL: ids in paths would make one series per media file.
      const route = request.routeOptions.url ?? 'unmatched';
      metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
      done();
    });
    if (!token) return;
    app.get('/metrics', async (request, reply) => {
      const given = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
      if (!sameSecret(given, token)) {
        return reply
          .status(401)
          .send({ error: 'A valid metrics token is required.', code: 'not_authenticated' });
      }
      return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
    });
  },
);
