import { generationMessages, type Generation } from '@penwise/contract';
import type { GenerationEvent, GenerationEventStore } from '../../adapters/events/generation-event-store.ts';
import { AppError } from '../../errors.ts';
import { generationEvents } from './generation-events.ts';
import type { PaidGenerations } from './paid-generations.service.ts';
import { toGeneration } from './generation-view.ts';

const notFound = () => new AppError('not_found', 404, generationMessages.notFound);

/** What an owner can do with a generation from any server: read it, follow its events, stop it. */
export function createGenerationWatch(deps: { generations: PaidGenerations; events: GenerationEventStore }) {
  const { generations, events } = deps;
  const { repo } = generations;

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

    /** Stops it (settled on what it wrote) and answers its state; an ended one is left as it is. */
    async stop(userId: string, id: string): Promise<Generation> {
      const row = await owned(userId, id);
      await generations.stop(userId, row.id);
      return toGeneration(row);
    },
  };
}

export type GenerationWatch = ReturnType<typeof createGenerationWatch>;
