import { afterEach, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import { AppError } from '../../errors.ts';
import { earlyRateLimit } from './early-rate-limit.ts';

type Count = { key: string; answer: (current: number) => void };

/** A store whose counts answer only when the test says so: a slow database or Redis. */
function heldStore(counts: Count[]) {
  return class HeldStore implements FastifyRateLimitStore {
    incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1]) {
      counts.push({ key, answer: (current) => callback(null, { current, ttl: 60_000 }) });
    }
    child() {
      return new HeldStore();
    }
  };
}

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
};

describe('a rate limit counted from the request’s arrival', () => {
  let app: FastifyInstance | undefined;
  afterEach(() => app?.close());

  async function appWith(counts: Count[], steps: string[]) {
    app = Fastify();
    await app.register(rateLimit, { global: false, store: heldStore(counts) });
    const instance = app;
    const limit = earlyRateLimit(instance, { method: 'POST', url: '/paid', max: 1, timeWindow: '1 minute' });
    instance.post('/paid', { onRequest: limit.onRequest }, async (req) => {
      const who = await limit.alongside(
        req,
        (async () => {
          steps.push('session looked up');
          if (req.headers.authorization !== 'ok') throw new AppError('invalid_token', 401, 'Invalid token');
          return 'user';
        })(),
      );
      steps.push('engine called');
      return { who };
    });
    return instance;
  }

  it('looks the session up while the count is under way, and does nothing paid before it answers', async () => {
    const counts: Count[] = [];
    const steps: string[] = [];
    const instance = await appWith(counts, steps);
    const answer = instance.inject({ method: 'POST', url: '/paid', headers: { authorization: 'ok' } });
    await until(() => counts.length === 1 && steps.length === 1);
    expect(steps).toEqual(['session looked up']);
    counts[0]?.answer(1);
    const res = await answer;
    expect(res.statusCode).toBe(200);
    expect(steps).toEqual(['session looked up', 'engine called']);
    expect(res.headers['x-ratelimit-remaining']).toBe('0');
    expect(counts[0]?.key).toBe('POST /paid:127.0.0.1');
  });

  it('answers 429 over the limit, before a bad session’s 401, and goes no further', async () => {
    const counts: Count[] = [];
    const steps: string[] = [];
    const instance = await appWith(counts, steps);
    const answer = instance.inject({ method: 'POST', url: '/paid', headers: { authorization: 'bad' } });
    await until(() => counts.length === 1);
    counts[0]?.answer(2);
    const res = await answer;
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('60');
    expect(steps).toEqual(['session looked up']);
  });

  it('answers the session’s own 401 within the limit', async () => {
    const counts: Count[] = [];
    const instance = await appWith(counts, []);
    const answer = instance.inject({ method: 'POST', url: '/paid', headers: { authorization: 'bad' } });
    await until(() => counts.length === 1);
    counts[0]?.answer(1);
    expect((await answer).statusCode).toBe(401);
  });
});
