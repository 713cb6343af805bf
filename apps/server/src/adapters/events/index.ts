import type { GenerationEventStore } from './generation-event-store.ts';
import { createMemoryEventStore } from './memory-event-store.ts';

/** The generation event store: Redis Streams when a Redis URL is given (several instances), else memory. */
export async function createGenerationEventStore(options: {
  redisUrl?: string | undefined;
  /** Told about Redis connection errors, which are otherwise swallowed while ioredis reconnects. */
  onError?: (error: Error) => void;
}): Promise<GenerationEventStore> {
  if (!options.redisUrl) return createMemoryEventStore();
  // ioredis (~9 MB once loaded) loads only on a server that uses it.
  const { createRedisEventStore } = await import('./redis-event-store.ts');
  return createRedisEventStore(options.redisUrl, { onError: options.onError });
}
