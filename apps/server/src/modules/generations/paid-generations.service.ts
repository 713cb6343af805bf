import type { FastifyBaseLogger } from 'fastify';
import type { HistoryType } from '@penwise/contract';
import type { GenerationEventStore } from '../../adapters/events/generation-event-store.ts';
import type { JobQueue } from '../../adapters/jobs/job-queue.ts';
import type { RunBeforeCommit } from '../../db/answer-before-commit.ts';
import { sqlConnectionOf, type Db } from '../../db/client.ts';
import { createCreditsService, type CreditsService, type Reservation } from '../credits/credits.service.ts';
import type { MediaService } from '../media/media.service.ts';
import { generationBillingRepository } from './generation-billing.repository.ts';
import { sessionPayerLookup } from './session-payer.repository.ts';
import { createGenerationRun, type GenerationRun } from './generation-run.ts';
import type { GenerationJob, GenerationKind, Hold } from './generation-job.ts';
import { createGenerationEndWaits } from './generation-end-waits.ts';
import { finalEventOf, generationFailedAnswer } from './generation-view.ts';
import {
  generationsRepository,
  type GenerationEnd,
  type GenerationRecord,
} from './generations.repository.ts';

export interface PaidStart<H extends Hold> {
  userId: string;
  type: HistoryType;
  engine: string;
  input: unknown;
  meta?: Record<string, unknown>;
  mediaId?: string;
  /** Holds the credits, inside the transaction that writes the generation (402 rolls both back). */
  hold: (credits: CreditsService) => Promise<H>;
  /**
   * A hold of exactly `credits` that `hold` would make when the balance covers it: tried first, in the
   * one statement that writes the generation, when it runs here; `hold` runs only when it is short.
   */
  fullHold?: { credits: number; key: string; held: (reservation: Reservation) => H };
  /** The runner that does the work, and what it needs (JSON: any server's worker may take it). */
  kind: GenerationKind;
  payload: object | ((hold: H) => object);
}

export interface PaidEnd extends Omit<GenerationEnd, 'creditsCharged' | 'eventSeq'> {
  /** What the user pays: at most what was held, the rest goes back. 0 refunds the whole hold. */
  cost: number;
}

export interface Started<H extends Hold = Hold> {
  run: GenerationRun;
  hold: H;
  record: GenerationRecord;
}

/** A worker of this server that can take a generation at once: a slot reserved, then run in it. */
export interface LocalWorker {
  tryReserve(): boolean;
  release(): void;
  wake(): void;
  run(started: Started, job: GenerationJob): void;
}

// The first event of every generation, written when it is queued: readers learn its id at once.
const queuedEventId = 1;

// How a generation whose start did not commit ends, in case the commit did go through: refunded.
const uncommittedEnd: PaidEnd = {
  status: 'failed',
  result: null,
  cost: 0,
  error: generationFailedAnswer,
};

/**
 * The one paid-generation command every modality goes through: hold the credits, write the queued
 * generation and its job in one transaction (one statement when it runs here at once and the balance
 * covers the full hold); a worker (on this server or another) claims it and runs
 * its modality's engine; then the hold is settled and the generation (its history item) ended in one
 * statement. A generation whose server dies is ended by the recovery on another server, so a hold
 * never outlives its generation.
 */
export function createPaidGenerations(deps: {
  db: Db;
  /**
   * Runs the hold so that it answers before its commit (PostgreSQL): the engine is called while the
   * commit reaches the disk, nothing of the generation is shown before it is durable, and a failed
   * commit stops it unseen and uncharged.
   */
  runBeforeCommit?: RunBeforeCommit;
  events: GenerationEventStore;
  queue: Pick<JobQueue, 'send'>;
  instanceId: string;
  /** Media of a generation that ends with nothing charged goes: it has no history item to belong to. */
  media: Pick<MediaService, 'remove'>;
  log: FastifyBaseLogger;
  /** Told of each generation that ended in history (the metrics count them): not of failed ones. */
  onEnded?: (entry: { type: HistoryType; engine: string; credits: number }) => void;
}) {
  const { db, events, queue, instanceId, log } = deps;
  const repo = generationsRepository(db);
  const billing = generationBillingRepository(db, { runBeforeCommit: deps.runBeforeCommit });
  // Generations this process runs: a stop here reaches them at once, elsewhere within a second.
  const running = new Map<string, GenerationRun>();
  const claiming = new Set<string>();
  let localWorker: LocalWorker | undefined;
  // Set when this server shuts down: what it claims from then on stops at once, and waiting calls give up.
  let closing = false;
  const endWaits = createGenerationEndWaits({
    findOwned: (userId, id) => repo.findOwned(userId, id),
    closing: () => closing,
  });

  async function dropMediaOf(row: { mediaId: string | null; userId: string }) {
    if (!row.mediaId) return;
    await deps.media.remove(row.mediaId, row.userId).catch((error: unknown) => {
      log.warn({ err: error, media: row.mediaId }, 'removing the media of an ended generation failed');
    });
  }

  return {
    repo,

    /** A paid call's authentication: the session's user and their active plan in one statement. */
    payer: sessionPayerLookup(db),

    /**
     * Holds and writes the generation; answers its row once committed. With a free worker here it runs
     * here at once (written `running`: no round trip through the queue); otherwise its job is queued in
     * the same transaction, for the first free worker on any server.
     */
    async start<H extends Hold>(request: PaidStart<H>): Promise<{ record: GenerationRecord; hold: H }> {
      const { hold: holdCredits, fullHold, kind, payload, ...row } = request;
      const here = localWorker?.tryReserve() ? localWorker : undefined;
      const jobOf = (record: GenerationRecord, hold: H): GenerationJob => ({
        generationId: record.id,
        kind,
        hold,
        payload: typeof payload === 'function' ? payload(hold) : payload,
      });
      let started: { record: GenerationRecord; hold: H; job: GenerationJob } | undefined;
      let committed: Promise<void> | undefined;
      try {
        if (here && fullHold) {
          const { userId } = row;
          const written = await billing.holdAndInsertRunning(
            { userId, cost: fullHold.credits, key: fullHold.key },
            { ...row, instanceId },
          );
          if (written) {
            const hold = fullHold.held(written.reservation);
            started = { record: written.record, hold, job: jobOf(written.record, hold) };
            committed = written.committed;
          }
        }
        started ??= await db.transaction(async (tx) => {
          const hold = await holdCredits(createCreditsService(tx));
          const fields = { ...row, reservationId: hold.reservation.id };
          const record = here
            ? await repo.insertRunning(tx, { ...fields, instanceId })
            : await repo.insertQueued(tx, fields);
          const job = jobOf(record, hold);
          if (!here) await queue.send(job, sqlConnectionOf(tx));
          return { record, hold, job };
        });
      } catch (error) {
        here?.release();
        throw error;
      }
      const { id } = started.record;
      const appended = events
        .append(id, { id: queuedEventId, event: 'generation', data: JSON.stringify({ id }) })
        .catch((error: unknown) =>
          log.error({ err: error, generation: id }, 'storing a stream event failed'),
        );
      if (here) {
        // Registered before anything is awaited: a Stop from now on reaches the run at once. The engine
        // is called while the `generation` event is stored (a Redis round trip) and the hold commits:
        // the run's own events are stored after both, and a failed commit stops the run with none.
        const stored = committed ? Promise.all([appended, committed]).then(() => undefined) : appended;
        const run = createGenerationRun({ id, repo, events, log, firstEventId: queuedEventId, stored });
        running.set(id, run);
        if (closing) run.stop();
        here.run({ run, hold: started.hold, record: started.record }, started.job);
        // Answered once durable: the caller shows the generation (its id, its stream) only then.
        await committed;
      } else {
        await appended;
        // A worker here that freed up while this was being written would not have seen its job.
        localWorker?.wake();
      }
      return { record: started.record, hold: started.hold };
    },

    /** This server's workers: generations started here run on them at once while one is free. */
    useLocalWorker(worker: LocalWorker) {
      localWorker = worker;
    },

    /**
     * A worker takes a queued generation: it runs here from now on. Undefined when it is no longer
     * queued (stopped while waiting, or ended by the recovery).
     */
    async claim(job: GenerationJob): Promise<Started | undefined> {
      claiming.add(job.generationId);
      try {
        const record = await repo.claim(job.generationId, instanceId);
        if (!record) return undefined;
        const run = createGenerationRun({ id: record.id, repo, events, log, firstEventId: queuedEventId });
        running.set(record.id, run);
        if (record.stopRequested || closing) run.stop();
        return { run, hold: job.hold, record };
      } finally {
        claiming.delete(job.generationId);
      }
    },

    /** Settles the hold and ends the generation in one statement, then sends `final` (its data). */
    async end(started: Started, given: PaidEnd, final: { event: string; data: unknown }) {
      const { run, hold, record } = started;
      // Its start did not commit: nothing to settle, unless the commit went through unanswered.
      const unseen = !(await run.started());
      const end = unseen ? uncommittedEnd : given;
      const { cost, ...rest } = end;
      const held = hold.reservation.fromX + hold.reservation.fromY;
      const charged = Math.max(0, Math.min(cost, held));
      try {
        // One statement: the hold is closed only if the generation ends now, never one without the other.
        const ended = await billing.settleAndEnd(
          record.id,
          { reservationId: hold.reservation.id, status: cost > 0 ? 'settled' : 'refunded', charged },
          { ...rest, creditsCharged: charged, eventSeq: run.lastEventId() },
        );
        if (unseen) return 0;
        // Recovery ended it first (this server was thought gone): its outcome stands.
        if (!ended) throw new Error(`generation ${record.id} was already ended`);
        run.emit(final.event, final.data);
        if (rest.status !== 'succeeded' && charged === 0)
          await dropMediaOf({ mediaId: rest.mediaId ?? record.mediaId, userId: record.userId });
      } finally {
        running.delete(record.id);
        await run.close();
        endWaits.announce(record.id);
      }
      if (rest.status !== 'failed')
        deps.onEnded?.({ type: record.type, engine: record.engine, credits: charged });
      return charged;
    },

    /** Marks the owner's generation to stop; false when it is not theirs or has already ended. */
    async stop(userId: string, id: string): Promise<boolean> {
      const marked = await repo.requestStop(userId, id);
      if (!marked) return false;
      running.get(id)?.stop();
      await this.endQueued(id);
      return true;
    },

    /** Ends a generation no worker has taken yet as stopped, its hold refunded; false when one has. */
    async endQueued(id: string): Promise<boolean> {
      const ended = await db.transaction(async (tx) => {
        const row = await repo.lockQueued(tx, id);
        if (!row) return undefined;
        const credits = createCreditsService(tx);
        const reservation = row.reservationId ? await credits.findReservation(row.reservationId) : undefined;
        if (reservation) await credits.refund(reservation);
        const end = { status: 'stopped' as const, result: null, creditsCharged: 0, eventSeq: queuedEventId };
        await repo.end(tx, id, end);
        return { ...row, ...end };
      });
      if (!ended) return false;
      await dropMediaOf(ended);
      const final = finalEventOf(ended);
      const event = { id: queuedEventId + 1, event: final.event, data: JSON.stringify(final.data) };
      await events.append(id, event).catch(() => undefined);
      endWaits.announce(id);
      return true;
    },

    /**
     * The owner's generation once it has ended: at once when it ends on this server, else seen in the
     * database within a second (another server ran it, or the recovery ended it).
     */
    waitForEnd: (userId: string, id: string) => endWaits.waitForEnd(userId, id),

    /** Whether this process runs the generation (the recovery never takes one that it does). */
    isRunningHere: (id: string) => running.has(id) || claiming.has(id),

    /**
     * Stops every generation running here and waits (up to `waitMs`) for them to settle: a server that
     * shuts down charges what was written and leaves no hold behind.
     */
    async stopAll(waitMs: number): Promise<void> {
      closing = true;
      endWaits.announceAll();
      const deadline = Date.now() + waitMs;
      while (running.size > 0 && Date.now() < deadline) {
        // Again on every tick: a job fetched just before the shutdown may have been claimed since.
        for (const run of running.values()) run.stop();
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}

export type PaidGenerations = ReturnType<typeof createPaidGenerations>;
