import { afterAll, describe, expect, it, vi } from 'vitest';
import { Redis } from 'ioredis';
import { buildEvent, collect, generationEventStoreCases } from './event-store.test-kit.ts';
import { createRedisEventStore } from './redis-event-store.ts';

// Logical database 14: the rate-limit tests flush 15, which would wipe these streams mid-test.
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/14';

async function redisReachable(): Promise<boolean> {
  const probe = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000 });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

describe('redis generation event store', async () => {
  const reachable = await redisReachable();

  describe.skipIf(!reachable)('against a real Redis', () => {
    generationEventStoreCases({ open: () => createRedisEventStore(redisUrl), sharedBetweenInstances: true });

    const store = createRedisEventStore(redisUrl);
    afterAll(async () => {
      await store.expire('test-release', 0);
      await store.close();
    });

    it('closes the connection a read blocked on, whether it ends by break or by abort', async () => {
      const duplicate = vi.spyOn(Redis.prototype, 'duplicate');
      try {
        await store.append('test-release', buildEvent(1));
        for await (const event of store.read('test-release', {
          afterId: 0,
          terminal: [],
          signal: new AbortController().signal,
          waitMs: 10_000,
        })) {
          // The live part (and its connection) starts after the replay: stop on its first event.
          if (event.id === 2) break;
          setTimeout(() => void store.append('test-release', buildEvent(2)), 100);
        }
        const controller = new AbortController();
        const reading = collect(
          store.read('test-release', { afterId: 2, terminal: [], signal: controller.signal, waitMs: 10_000 }),
        );
        setTimeout(() => controller.abort(), 100);
        expect(await reading).toEqual([]);

        const connections = duplicate.mock.results.map((result) => result.value as Redis);
        expect(connections).toHaveLength(2);
        await vi.waitFor(() => expect(connections.map((each) => each.status)).toEqual(['end', 'end']));
      } finally {
        duplicate.mockRestore();
      }
    });

    it('does not crash the process when Redis cannot be reached', async () => {
      const errors: Error[] = [];
      const unreachable = createRedisEventStore('redis://127.0.0.1:9', {
        onError: (error) => errors.push(error),
      });
      await expect(unreachable.append('test-unreachable', buildEvent(1))).rejects.toThrow();
      expect(errors.length).toBeGreaterThan(0);
      await unreachable.close();
    });
  });
});
