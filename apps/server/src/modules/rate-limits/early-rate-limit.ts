import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';

export interface EarlyRateLimit {
  /** The route's onRequest hook: starts counting the request, without waiting for the count. */
  onRequest: onRequestHookHandler;
  /**
   * Waits for `work` (the caller's authentication) and the count together: over the limit, the 429
   * answers whatever `work` did, as if the limit had been checked first.
   */
  alongside<T>(request: FastifyRequest, work: Promise<T>): Promise<T>;
}

/**
 * A route's per-IP limit (the rate-limit plugin's store, headers and 429) counted from the request's
 * arrival without holding it up: with PostgreSQL or Redis the count is a round trip, which then runs
 * while the body is parsed and the session is looked up, instead of before them. The route must
 * not do anything a limited request may not (hold credits, call an engine) before `alongside` answers.
 */
export function earlyRateLimit(
  app: FastifyInstance,
  options: { method: string; url: string; max: number; timeWindow: string },
): EarlyRateLimit {
  const { method, url, max, timeWindow } = options;
  // Each limited route counts on its own: a limiter made outside a route gets no route from the
  // plugin, so its keys name it (the PostgreSQL store's own form, `POST /path:<ip>`).
  const keyGenerator = (request: FastifyRequest) => `${method} ${url}:${normalizeIP(request.ip)}`;
  let limit: ReturnType<FastifyInstance['rateLimit']> | undefined;
  // Settled to the 429 (or undefined): a request that fails before `alongside` leaves no rejection behind.
  const counts = new WeakMap<FastifyRequest, Promise<Error | undefined>>();

  return {
    onRequest(request, reply, done) {
      // Made on first use: the plugin's decorator exists once the app is ready.
      limit ??= app.rateLimit({ max, timeWindow, keyGenerator });
      const counted: Promise<unknown> = Promise.resolve(limit.call(app, request, reply));
      counts.set(
        request,
        counted.then(
          () => undefined,
          (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
        ),
      );
      done();
    },
    async alongside<T>(request: FastifyRequest, work: Promise<T>): Promise<T> {
      const [outcome, limited] = await Promise.all([
        work.then(
          (value) => ({ ok: true as const, value }),
          (error: unknown) => ({ ok: false as const, error }),
        ),
        counts.get(request) ?? Promise.reject(new Error('the rate limit hook did not run')),
      ]);
      if (limited !== undefined) throw limited;
      if (!outcome.ok) throw outcome.error;
      return outcome.value;
    },
  };
}
