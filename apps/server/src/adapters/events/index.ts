import type { GenerationEventStore } from './generation-event-store.ts';
import { createMemoryEventStore } from './memory-event-store.ts';
import { createRedisEventStore } from './redis-event-store.ts';

/** The generation event store: Redis Streams when a Redis URL is given (several instances), else memory. */
export function createGenerationEventStore(options: {
  redisUrl?: string | undefined;
  /** Told about Redis connection errors, which are otherwise swallowed while ioredis reconnects. */
  onError?: (error: Error) => void;
}): GenerationEventStore {
  if (!options.redisUrl) return createMemoryEventStore();
  return createRedisEventStore(options.redisUrl, { onError: options.onError });
}
