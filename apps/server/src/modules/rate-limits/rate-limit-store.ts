import type { FastifyInstance } from 'fastify';
import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { Database } from '../../db/client.ts';
import { schedulePeriodic } from '../../lib/periodic-task.ts';
import { postgresRateLimitStore } from './postgres-rate-limit-store.ts';
import { rateLimitHitsRepository } from './rate-limit-hits.repository.ts';

/**
 * Where the rate limiter counts: Redis when REDIS_URL is set, PostgreSQL when the app runs on it
 * (several instances then share one count), memory for the embedded single-process PGlite.
 */
export async function createRateLimitStore(
  app: FastifyInstance,
  options: { database: Database; redisUrl?: string | undefined },
): Promise<RateLimitPluginOptions> {
  // A counter that cannot be reached lets the request through (and is logged): an outage of the
  // limiter must not take the site down; the per-email login throttle still holds in the database.
  const failOpen = { skipOnError: true };
  if (options.redisUrl) {
    return {
      redis: await connectRedis(app, options.redisUrl),
      nameSpace: 'penwise-rate-limit:',
      ...failOpen,
    };
  }
  if (options.database.engine === 'pglite') return {};
  const hits = rateLimitHitsRepository(options.database.db);
  schedulePeriodic(app, {
    name: 'rate limit cleanup',
    intervalSeconds: 600,
    run: () => hits.forgetEndedBefore(new Date(Date.now() - 3_600_000)),
  });
  return { store: postgresRateLimitStore(hits), ...failOpen };
}

async function connectRedis(app: FastifyInstance, url: string): Promise<Redis> {
  // ioredis loads only when REDIS_URL is set.
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    lazyConnect: true,
    // During a Redis outage a count fails at once instead of queueing (and holding the request).
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
  });
  redis.on('error', (error: Error) => app.log.warn({ err: error }, 'Redis (rate limits) error'));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => {
      redis.disconnect();
    });
  });
  // Connected before the first request is counted; when Redis is down the app still starts and
  // ioredis keeps reconnecting in the background.
  await redis.connect().catch((error: unknown) => {
    app.log.warn(
      { err: error },
      'Redis (rate limits) is unreachable: requests are not limited until it is back',
    );
  });
  return redis;
}
