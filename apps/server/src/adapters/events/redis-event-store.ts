import { Redis } from 'ioredis';
import type { GenerationEvent, GenerationEventStore } from './generation-event-store.ts';

// Trimmed approximately (MAXLEN ~), which lets Redis drop whole nodes of the stream: cheap.
const maxEventsPerGeneration = 20_000;
// A stream whose producer died before calling `expire` would otherwise stay in Redis for good.
const safetyTtlSeconds = 24 * 60 * 60;
// One XREAD blocks at most this long, so a read notices its own deadline even on a dead socket;
// an abort or close() does not wait for it: they disconnect the blocking connection at once.
const maxBlockMs = 1_000;
// Replies are paged so a long replay does not arrive as one multi-megabyte reply.
const pageSize = 500;

type StreamEntry = [id: string, fields: string[]];

const streamKey = (generationId: string) => `penwise:gen:${generationId}:events`;

/**
 * The event store shared by every instance on one Redis: a Redis Stream per generation, with the
 * producer's event ids as stream ids (`0-<id>`). Each waiting read holds its own connection, since
 * XREAD BLOCK occupies the connection it runs on.
 */
export function createRedisEventStore(
  redisUrl: string,
  options: { onError?: (error: Error) => void } = {},
): GenerationEventStore {
  // Without a listener an unreachable Redis would be an unhandled 'error' event and crash the
  // process; ioredis keeps reconnecting meanwhile and commands fail after a few tries.
  const onError = options.onError ?? (() => undefined);
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2, connectTimeout: 2_000 });
  redis.on('error', onError);
  const blockingConnections = new Set<Redis>();
  let closed = false;

  function openBlockingConnection(): Redis {
    const connection = redis.duplicate({
      connectionName: 'penwise-events-read',
      // Also bounds an XREAD queued while the connection is down: it then ends as if nothing came.
      blockingTimeout: maxBlockMs,
    });
    connection.on('error', onError);
    blockingConnections.add(connection);
    return connection;
  }

  async function* read(
    generationId: string,
    options: { afterId: number; terminal: readonly string[]; signal: AbortSignal; waitMs: number },
  ): AsyncGenerator<GenerationEvent> {
    const { terminal, signal, waitMs } = options;
    const key = streamKey(generationId);
    let lastId = `0-${String(options.afterId)}`;
    // Functions, not conditions TypeScript would narrow: both change while this generator is paused.
    const stopped = () => signal.aborted || closed;
    const ended = (event: GenerationEvent) => terminal.includes(event.event) || stopped();

    // What is stored already comes from the shared connection: no blocking is needed for it.
    for (;;) {
      if (stopped()) return;
      const page: StreamEntry[] = await redis.xrange(key, `(${lastId}`, '+', 'COUNT', pageSize);
      for (const entry of page) {
        const event = toEvent(entry);
        yield event;
        lastId = entry[0];
        if (ended(event)) return;
      }
      if (page.length < pageSize) break;
    }

    const connection = openBlockingConnection();
    const stop = () => connection.disconnect();
    signal.addEventListener('abort', stop, { once: true });
    // The finally block also runs when the consumer breaks out of its loop (return() on this generator).
    try {
      let deadline = Date.now() + waitMs;
      for (;;) {
        const left = deadline - Date.now();
        if (stopped() || left <= 0) return;
        let reply: [key: string, items: StreamEntry[]][] | null;
        try {
          reply = await connection.xread(
            'COUNT',
            pageSize,
            'BLOCK',
            Math.max(1, Math.min(left, maxBlockMs)),
            'STREAMS',
            key,
            lastId,
          );
        } catch (error) {
          // Disconnecting is how an abort or close() interrupts the block: not a failure.
          if (stopped()) return;
          throw error;
        }
        const entries = reply?.[0]?.[1] ?? [];
        for (const entry of entries) {
          const event = toEvent(entry);
          yield event;
          lastId = entry[0];
          if (ended(event)) return;
        }
        if (entries.length > 0) deadline = Date.now() + waitMs;
      }
    } finally {
      signal.removeEventListener('abort', stop);
      blockingConnections.delete(connection);
      connection.disconnect();
    }
  }

  return {
    name: 'redis',

    async append(generationId, event) {
      const key = streamKey(generationId);
      try {
        await redis.xadd(
          key,
          'MAXLEN',
          '~',
          maxEventsPerGeneration,
          `0-${String(event.id)}`,
          'event',
          event.event,
          'data',
          event.data,
        );
      } catch (error) {
        // Redis refuses an id at or below the stream's last one: a retried append already stored.
        if (error instanceof Error && error.message.includes('equal or smaller')) return;
        throw error;
      }
      if (event.id === 1) await redis.expire(key, safetyTtlSeconds);
    },

    read,

    async expire(generationId, seconds) {
      // In milliseconds, so fractions of a second are honoured; 0 deletes at once.
      await redis.pexpire(streamKey(generationId), Math.max(0, Math.round(seconds * 1000)));
    },

    async close() {
      closed = true;
      for (const connection of blockingConnections) connection.disconnect();
      blockingConnections.clear();
      // quit() waits for the replies still due (appends in flight); disconnect() if it cannot.
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

function toEvent([id, fields]: StreamEntry): GenerationEvent {
  const values = new Map<string, string>();
  for (let index = 0; index + 1 < fields.length; index += 2) {
    values.set(fields[index] ?? '', fields[index + 1] ?? '');
  }
  return {
    id: Number(id.slice(id.indexOf('-') + 1)),
    event: values.get('event') ?? '',
    data: values.get('data') ?? '',
  };
}
