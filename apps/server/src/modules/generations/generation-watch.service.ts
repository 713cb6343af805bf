import { generationMessages, type Generation } from '@penwise/contract';
import type { GenerationEvent, GenerationEventStore } from '../../adapters/events/generation-event-store.ts';
import { AppError } from '../../errors.ts';
import { generationEvents } from './generation-events.ts';
import type { GenerationRecord } from './generations.repository.ts';
import type { PaidGenerations } from './paid-generations.service.ts';
import { toGeneration } from './generation-view.ts';

const notFound = () => new AppError('not_found', 404, generationMessages.notFound);

// Each follower holds a connection (and, with Redis, a blocking read connection) until its generation
// ends: a user gets a few at once (tabs), the whole server a bounded number.
export const watchLimits = { perUser: 8, total: 2000 } as const;

/** What an owner can do with a generation from any server: read it, follow its events, stop it. */
export function createGenerationWatch(deps: {
  generations: PaidGenerations;
  events: GenerationEventStore;
  limits?: { perUser: number; total: number };
}) {
  const { generations, events } = deps;
  const limits = deps.limits ?? watchLimits;
  const { repo } = generations;
  const followers = new Map<string, number>();
  let total = 0;

  async function owned(userId: string, id: string) {
    const row = await repo.findOwned(userId, id);
    if (!row) throw notFound();
    return row;
  }

  return {
    async get(userId: string, id: string): Promise<Generation> {
      return toGeneration(await owned(userId, id));
    },

    /** Everything after `afterId`, then live events until the final one; 404 before any event for anyone but the owner. */
    async *events(
      userId: string,
      id: string,
      afterId: number,
      signal: AbortSignal,
    ): AsyncGenerator<GenerationEvent> {
      const row = await owned(userId, id);
      yield* generationEvents({ events, repo }, row, afterId, signal);
    },

    /**
     * `events` of a generation its caller has just started (its row in hand, so already known to be its
     * owner's): no lookup before the first event.
     */
    started: (row: GenerationRecord, signal: AbortSignal): AsyncGenerator<GenerationEvent> =>
      generationEvents({ events, repo }, row, 0, signal),

    /** `events` for GET …/events: at most `limits.perUser` at once per user (429 beyond), and `limits.total` in all. */
    async *follow(
      userId: string,
      id: string,
      afterId: number,
      signal: AbortSignal,
    ): AsyncGenerator<GenerationEvent> {
      const mine = followers.get(userId) ?? 0;
      if (mine >= limits.perUser || total >= limits.total) {
        throw new AppError('rate_limited', 429, generationMessages.tooManyWatchers(limits.perUser));
      }
      followers.set(userId, mine + 1);
      total += 1;
      try {
        yield* this.events(userId, id, afterId, signal);
      } finally {
        total -= 1;
        const left = (followers.get(userId) ?? 1) - 1;
        if (left > 0) followers.set(userId, left);
        else followers.delete(userId);
      }
    },

    /** Stops it (settled on what it wrote) and answers its state; an ended one is left as it is. */
    async stop(userId: string, id: string): Promise<Generation> {
      const row = await owned(userId, id);
      await generations.stop(userId, row.id);
      return toGeneration(row);
    },
  };
}

export type GenerationWatch = ReturnType<typeof createGenerationWatch>;
