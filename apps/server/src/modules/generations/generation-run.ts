import type { FastifyBaseLogger } from 'fastify';
import type { GenerationEventStore } from '../../adapters/events/generation-event-store.ts';
import type { GenerationsRepository } from './generations.repository.ts';

// Partial text reaches the database at least this often: a crash loses at most this much.
export const progressIntervalMs = 1000;
// Ended generations' single events stay this long for late readers; the database has the rest.
const keepEventsSeconds = 600;

/**
 * One generation in this process, from its hold to its end: numbers and stores its stream events,
 * saves the text so far every second, and aborts `signal` when its owner stops it here or on another
 * server (seen at the next save).
 */
export function createGenerationRun(deps: {
  id: string;
  repo: GenerationsRepository;
  events: GenerationEventStore;
  log: FastifyBaseLogger;
  /** The events already stored before this run (the `generation` event written when it was queued). */
  firstEventId?: number;
  /**
   * What the run's own events wait for, if still under way (the store of those events, the hold's
   * commit). Its failure stops the run, and none of its events is stored.
   */
  stored?: Promise<void>;
}) {
  const { id, repo, events, log } = deps;
  const stop = new AbortController();
  let seq = deps.firstEventId ?? 0;
  let text = '';
  // Whether its start went through: false stops it, and none of its events is stored.
  const ready: Promise<boolean> = (deps.stored ?? Promise.resolve()).then(
    () => true,
    () => {
      stop.abort();
      return false;
    },
  );
  // Appends run in order: a Redis round trip must not let a later event overtake an earlier one.
  let appending: Promise<unknown> = ready;

  function emit(event: string, data: unknown): number {
    seq += 1;
    const stored = { id: seq, event, data: JSON.stringify(data) };
    appending = appending
      .then(async () => {
        if (await ready) await events.append(id, stored);
      })
      .catch((error: unknown) => log.error({ err: error, generation: id }, 'storing a stream event failed'));
    return seq;
  }

  async function saveProgress() {
    if (!(await ready)) return;
    // Also when nothing is new: the same write answers whether the owner stopped it.
    const progress = { result: text, eventSeq: seq };
    try {
      const stopRequested = await repo.saveProgress(id, progress);
      if (stopRequested) stop.abort();
    } catch (error) {
      log.warn({ err: error, generation: id }, 'saving partial text failed');
    }
  }

  let saving: Promise<void> | undefined;
  const timer = setInterval(() => {
    saving ??= saveProgress().finally(() => {
      saving = undefined;
    });
  }, progressIntervalMs);
  timer.unref();

  return {
    id,
    /** Aborted when the owner stops the generation. */
    signal: stop.signal,
    stop: () => {
      stop.abort();
    },
    emit,
    /** Adds text the reader has been sent as a `delta` event. */
    emitText(delta: string) {
      text += delta;
      emit('delta', { text: delta });
    },
    text: () => text,
    /** Waits until its row may be written (its start committed): false when it never will be. */
    started: () => ready,
    lastEventId: () => seq,
    /** Stops saving progress; waits for the events already emitted to be stored, then lets them expire. */
    async close(): Promise<void> {
      clearInterval(timer);
      await saving;
      await appending;
      await events.expire(id, keepEventsSeconds).catch((error: unknown) => {
        log.warn({ err: error, generation: id }, 'expiring stream events failed');
      });
    },
  };
}

export type GenerationRun = ReturnType<typeof createGenerationRun>;
