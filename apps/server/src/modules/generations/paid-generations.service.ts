import type { FastifyBaseLogger } from 'fastify';
import type { HistoryType } from '@penwise/contract';
import type { GenerationEventStore } from '../../adapters/events/generation-event-store.ts';
import type { Db } from '../../db/client.ts';
import { createCreditsService, type CreditsService, type Reservation } from '../credits/credits.service.ts';
import { createGenerationRun, type GenerationRun } from './generation-run.ts';
import {
  generationsRepository,
  type GenerationEnd,
  type GenerationRecord,
} from './generations.repository.ts';

export interface PaidStart<Hold extends { reservation: Reservation }> {
  userId: string;
  type: HistoryType;
  engine: string;
  input: unknown;
  meta?: Record<string, unknown>;
  mediaId?: string;
  /** Holds the credits, inside the transaction that writes the generation (402 rolls both back). */
  hold: (credits: CreditsService) => Promise<Hold>;
}

export interface PaidEnd extends Omit<GenerationEnd, 'creditsCharged' | 'eventSeq'> {
  /** What the user pays: at most what was held, the rest goes back. 0 refunds the whole hold. */
  cost: number;
}

export interface Started<Hold> {
  run: GenerationRun;
  hold: Hold;
  record: GenerationRecord;
}

/**
 * The one paid-generation command every modality goes through: hold the credits and write the running
 * generation in one transaction; the modality runs its engine; then settle the hold and end the
 * generation (its history item) in one transaction. A generation whose server dies is ended by the
 * recovery on another server, so a hold never outlives its generation.
 */
export function createPaidGenerations(deps: {
  db: Db;
  events: GenerationEventStore;
  instanceId: string;
  log: FastifyBaseLogger;
  /** Told of each generation that ended in history (the metrics count them): not of failed ones. */
  onEnded?: (entry: { type: HistoryType; engine: string; credits: number }) => void;
}) {
  const { db, events, instanceId, log } = deps;
  const repo = generationsRepository(db);
  // Generations this process runs: a stop here reaches them at once, elsewhere within a second.
  const running = new Map<string, GenerationRun>();

  return {
    repo,

    async start<Hold extends { reservation: Reservation }>(request: PaidStart<Hold>): Promise<Started<Hold>> {
      const { hold: holdCredits, ...row } = request;
      const { hold, record } = await db.transaction(async (tx) => {
        const held = await holdCredits(createCreditsService(tx));
        const inserted = await repo.insertRunning(tx, {
          ...row,
          reservationId: held.reservation.id,
          instanceId,
        });
        return { hold: held, record: inserted };
      });
      const run = createGenerationRun({ id: record.id, repo, events, log });
      running.set(record.id, run);
      run.emit('generation', { id: record.id });
      return { run, hold, record };
    },

    /** Settles the hold and ends the generation in one transaction, then sends `final` (its data). */
    async end(
      started: Started<{ reservation: Reservation }>,
      end: PaidEnd,
      final: { event: string; data: unknown },
    ) {
      const { run, hold, record } = started;
      const { cost, ...rest } = end;
      let charged = 0;
      try {
        await db.transaction(async (tx) => {
          const credits = createCreditsService(tx);
          if (cost > 0) await credits.settle(hold.reservation, cost);
          else await credits.refund(hold.reservation);
          const held = hold.reservation.fromX + hold.reservation.fromY;
          charged = Math.max(0, Math.min(cost, held));
          const ended = await repo.end(tx, record.id, {
            ...rest,
            creditsCharged: charged,
            eventSeq: run.lastEventId(),
          });
          // Recovery ended it first (this server was thought gone): its outcome stands; roll this back.
          if (!ended) throw new Error(`generation ${record.id} was already ended`);
        });
        run.emit(final.event, final.data);
      } finally {
        running.delete(record.id);
        await run.close();
      }
      if (rest.status !== 'failed')
        deps.onEnded?.({ type: record.type, engine: record.engine, credits: charged });
      return charged;
    },

    /** Marks the owner's generation to stop; false when it is not theirs or has already ended. */
    async stop(userId: string, id: string): Promise<boolean> {
      const marked = await repo.requestStop(userId, id);
      if (marked) running.get(id)?.stop();
      return marked;
    },

    /** Whether this process runs the generation (the recovery never takes one that it does). */
    isRunningHere: (id: string) => running.has(id),

    /**
     * Stops every generation running here and waits (up to `waitMs`) for them to settle: a server that
     * shuts down charges what was written and leaves no hold behind.
     */
    async stopAll(waitMs: number): Promise<void> {
      for (const run of running.values()) run.stop();
      const deadline = Date.now() + waitMs;
      while (running.size > 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
    },
  };
}

export type PaidGenerations = ReturnType<typeof createPaidGenerations>;
