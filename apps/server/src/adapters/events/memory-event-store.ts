import type { GenerationEvent, GenerationEventStore } from './generation-event-store.ts';

// Bounds, so a runaway producer or a flood of generations cannot exhaust the process's memory:
// - per generation at most 20,000 events (the Redis adapter's MAXLEN); past it the oldest are
//   dropped, in batches of 1,000 so an append stays cheap (like MAXLEN ~);
// - at most 1,000 generations kept: past it the oldest ended one (expire called) is dropped first,
//   else the one silent the longest (its producer most likely died before calling expire).
// A generation has a few thousand events in practice; the hard worst case is 1,000 × 21,000 events.
const maxEventsPerGeneration = 20_000;
const trimSlack = 1_000;
const maxGenerations = 1_000;

interface Generation {
  events: GenerationEvent[];
  lastAppendAt: number;
  expireTimer?: NodeJS.Timeout;
}

/** The event store of a single process: events in memory, readers woken by each append. */
export function createMemoryEventStore(): GenerationEventStore {
  // Insertion order is creation order, which the eviction below relies on.
  const generations = new Map<string, Generation>();
  // Kept apart from `generations`: a reader may wait on a generation that has no event yet.
  const waiters = new Map<string, Set<() => void>>();
  let closed = false;

  function generationFor(generationId: string): Generation {
    let generation = generations.get(generationId);
    if (!generation) {
      generation = { events: [], lastAppendAt: Date.now() };
      generations.set(generationId, generation);
      if (generations.size > maxGenerations) evictOne();
    }
    return generation;
  }

  function evictOne(): void {
    let victim: string | undefined;
    let silentSince = Infinity;
    for (const [id, generation] of generations) {
      if (generation.expireTimer) {
        victim = id;
        break;
      }
      if (generation.lastAppendAt < silentSince) {
        silentSince = generation.lastAppendAt;
        victim = id;
      }
    }
    if (victim !== undefined) drop(victim);
  }

  function drop(generationId: string): void {
    clearTimeout(generations.get(generationId)?.expireTimer);
    generations.delete(generationId);
  }

  function wake(generationId: string): void {
    // A waiter only schedules its reader's resumption: none is added or removed during this loop.
    waiters.get(generationId)?.forEach((waiter) => {
      waiter();
    });
  }

  async function* read(
    generationId: string,
    options: { afterId: number; terminal: readonly string[]; signal: AbortSignal; waitMs: number },
  ): AsyncGenerator<GenerationEvent> {
    const { terminal, signal, waitMs } = options;
    let lastId = options.afterId;
    let deadline = Date.now() + waitMs;
    // A function, not a condition TypeScript would narrow: both change while this generator is paused.
    const stopped = () => signal.aborted || closed;
    // One listener for the whole read (appends, abort, close), not one set up and torn down per wait.
    let resume: (() => void) | undefined;
    const wakeUp = () => {
      const next = resume;
      resume = undefined;
      next?.();
    };
    // One timer for the whole read too, re-armed (refresh) when the deadline moves, rather than one set
    // and cleared per wait (per batch of a stream).
    let timer: NodeJS.Timeout | undefined;
    let timerMs = 0;
    // The deadline the timer is armed for; 0 once it fired.
    let armedFor = 0;
    const timedOut = () => {
      armedFor = 0;
      wakeUp();
    };
    const set = waiters.get(generationId) ?? new Set();
    waiters.set(generationId, set);
    set.add(wakeUp);
    signal.addEventListener('abort', wakeUp);
    try {
      while (!stopped()) {
        const fresh = eventsAfter(generations.get(generationId)?.events ?? [], lastId);
        if (fresh.length > 0) {
          for (const event of fresh) {
            yield { ...event };
            lastId = event.id;
            if (terminal.includes(event.event) || stopped()) return;
          }
          deadline = Date.now() + waitMs;
          continue;
        }
        const left = deadline - Date.now();
        if (left <= 0) return;
        if (armedFor !== deadline) {
          if (timer !== undefined && left === timerMs) timer.refresh();
          else {
            clearTimeout(timer);
            timer = setTimeout(timedOut, left);
            timerMs = left;
          }
          armedFor = deadline;
        }
        // Resolves on the next append to the generation, at the deadline, on abort, or on close.
        await new Promise<void>((resolve) => {
          resume = resolve;
        });
      }
    } finally {
      clearTimeout(timer);
      signal.removeEventListener('abort', wakeUp);
      set.delete(wakeUp);
      if (set.size === 0 && waiters.get(generationId) === set) waiters.delete(generationId);
    }
  }

  return {
    name: 'memory',

    async append(generationId, event) {
      if (closed) return;
      const generation = generationFor(generationId);
      const { events } = generation;
      // An id already stored is a retried append: keeping the first copy matches the Redis adapter.
      if (event.id <= (events.at(-1)?.id ?? 0)) return;
      events.push({ id: event.id, event: event.event, data: event.data });
      if (events.length > maxEventsPerGeneration + trimSlack) {
        events.splice(0, events.length - maxEventsPerGeneration);
      }
      generation.lastAppendAt = Date.now();
      wake(generationId);
    },

    read,

    async expire(generationId, seconds) {
      const generation = generations.get(generationId);
      if (!generation) return;
      clearTimeout(generation.expireTimer);
      generation.expireTimer = setTimeout(() => {
        if (generations.get(generationId) === generation) drop(generationId);
      }, seconds * 1000);
      // A pending expiry must not keep the process alive at shutdown.
      generation.expireTimer.unref();
    },

    async close() {
      closed = true;
      for (const generationId of [...generations.keys()]) drop(generationId);
      for (const generationId of [...waiters.keys()]) wake(generationId);
    },
  };
}

/** The events with an id above `afterId`; ids increase along the array, so a binary search finds the start. */
function eventsAfter(events: GenerationEvent[], afterId: number): GenerationEvent[] {
  let low = 0;
  let high = events.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((events[middle]?.id ?? Infinity) <= afterId) low = middle + 1;
    else high = middle;
  }
  return events.slice(low);
}
