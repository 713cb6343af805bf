import { generationMessages } from '@penwise/contract';
import { AppError } from '../../errors.ts';
import type { GenerationRecord } from './generations.repository.ts';

/**
 * Callers waiting for a generation to end: woken at once when it ends on this server (`announce`),
 * else they look at the database every second (another server ran it, or the recovery ended it).
 */
export function createGenerationEndWaits(deps: {
  findOwned: (userId: string, id: string) => Promise<GenerationRecord | undefined>;
  /** True once this server shuts down: waiting calls then give up. */
  closing: () => boolean;
}) {
  const listeners = new Map<string, Set<() => void>>();

  function announce(id: string) {
    for (const listener of listeners.get(id) ?? []) listener();
    listeners.delete(id);
  }

  return {
    /** The generation ended on this server: its waiters look now. */
    announce,
    /** Wakes every waiter (a shutdown: they give up). */
    announceAll() {
      for (const id of [...listeners.keys()]) announce(id);
    },
    /** The owner's generation once it has ended. */
    async waitForEnd(userId: string, id: string): Promise<GenerationRecord> {
      for (;;) {
        const waiting = listeners.get(id) ?? new Set();
        listeners.set(id, waiting);
        let wake: () => void = () => undefined;
        const ended = new Promise<void>((resolve) => {
          wake = resolve;
        });
        waiting.add(wake);
        const timer = setTimeout(wake, 1000);
        try {
          const row = await deps.findOwned(userId, id);
          if (!row) throw new Error(`generation ${id} is gone`);
          if (row.status !== 'queued' && row.status !== 'running') return row;
          // The call's connection must not hold the shutdown open: the generation goes on (history has it).
          if (deps.closing()) throw new AppError('ai_unavailable', 503, generationMessages.serverStopping);
          await ended;
        } finally {
          clearTimeout(timer);
          waiting.delete(wake);
          if (waiting.size === 0) listeners.delete(id);
        }
      }
    },
  };
}
