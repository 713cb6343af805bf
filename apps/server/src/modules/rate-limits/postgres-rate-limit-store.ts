import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RateLimitHitsRepository } from './rate-limit-hits.repository.ts';

type Increment = FastifyRateLimitStore['incr'];
// What the plugin really hands child(): the merged limit options plus the route they belong to.
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0] & {
  routeInfo?: { method?: unknown; url?: string };
};

/**
 * A @fastify/rate-limit store over PostgreSQL, so every instance behind the load balancer counts
 * against the same limit. The plugin constructs it, hence a class made per repository.
 */
export function postgresRateLimitStore(hits: RateLimitHitsRepository): FastifyRateLimitStoreCtor {
  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(_options?: unknown, prefix = '') {
      this.prefix = prefix;
    }

    incr(key: string, callback: Parameters<Increment>[1], timeWindow: number): void {
      hits.hit(this.prefix + key, timeWindow).then(
        (result) => {
          callback(null, result);
        },
        (error: unknown) => {
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    }

    child(options: ChildOptions): FastifyRateLimitStore {
      // Each limited route counts on its own, as the plugin's own stores do. A limiter made outside a
      // route (earlyRateLimit) has no route here: its keys name the route themselves.
      const route = options.routeInfo;
      if (!route?.url) return new PostgresRateLimitStore();
      return new PostgresRateLimitStore(undefined, `${String(route.method)} ${route.url}:`);
    }
  };
}
