import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { HistoryType } from '@penwise/contract';
import { AppError, errorAnswerOf } from '../../errors.ts';
import { reserveOrExplain } from '../credits/reserve-or-explain.ts';
import { aiFailure } from '../ai-engines/ai-failure.ts';
import type { MediaSlots, ReleaseSlot } from '../ai-engines/media-slots.ts';
import type { Reservation } from '../credits/credits.service.ts';
import type { PaidGenerations, Started } from './paid-generations.service.ts';
import { toGeneration } from './generation-view.ts';

export interface MediaOutcome<Answer> {
  /** What the user pays when it differs from what was held (never more). */
  cost?: number;
  mediaId?: string;
  result: string | null;
  meta?: Record<string, unknown>;
  answer: (generationId: string, charged: number) => Answer;
}

export interface MediaRequest {
  userId: string;
  type: HistoryType;
  engine: string;
  input: unknown;
  meta?: Record<string, unknown>;
  /** Held before anything starts (402 with `explain`'s words when the balance is short). */
  cost: number;
  explain: (needed: number, have: number) => string;
  /** Runs after the generation ends, however it ends (a temporary upload goes). */
  cleanup?: () => Promise<void>;
  /** A media slot the caller already took (to measure an upload); taken here otherwise. */
  slot?: ReleaseSlot;
}

/**
 * An image, voiceover or transcription as a paid generation: a media slot (429) and the hold (402)
 * before anything starts, then `work` runs detached from the request; `done` answers like the
 * synchronous call did. A stop by the owner ends it refunded.
 */
export async function startPaidMedia<Answer>(
  deps: { generations: PaidGenerations; slots: MediaSlots; log: FastifyBaseLogger },
  request: MediaRequest,
  work: (signal: AbortSignal) => Promise<MediaOutcome<Answer>>,
): Promise<{ id: string; done: Promise<Answer> }> {
  const { generations, log } = deps;
  const { cost, explain, cleanup, slot, ...row } = request;
  const release = slot ?? deps.slots.take(request.userId);
  let started: Started<{ reservation: Reservation }>;
  try {
    started = await generations.start({
      ...row,
      hold: async (credits) => ({
        reservation: await reserveOrExplain(
          credits,
          { userId: request.userId, cost, key: `${request.type}:${randomUUID()}` },
          explain,
        ),
      }),
    });
  } catch (error) {
    release();
    await cleanup?.();
    throw error;
  }
  const { run, record } = started;

  async function finish(): Promise<Answer> {
    try {
      const outcome = await work(run.signal);
      // Written before the end: a crash between the two leaves the file findable for the recovery.
      if (outcome.mediaId) await generations.repo.setMedia(record.id, outcome.mediaId);
      const charge = Math.min(outcome.cost ?? cost, cost);
      const end = {
        status: 'succeeded' as const,
        result: outcome.result,
        mediaId: outcome.mediaId,
        meta: outcome.meta,
      };
      const view = toGeneration({
        ...record,
        ...end,
        creditsCharged: charge,
        mediaId: outcome.mediaId ?? record.mediaId,
      });
      const charged = await generations.end(
        started,
        { ...end, cost: charge },
        { event: 'final', data: view },
      );
      return outcome.answer(record.id, charged);
    } catch (error) {
      const stopped = run.signal.aborted;
      const failure = error instanceof AppError ? error : aiFailure(error);
      if (!stopped)
        log.warn({ err: error, type: request.type, engine: request.engine }, 'media generation failed');
      const body = errorAnswerOf(failure).body;
      const status = stopped ? ('stopped' as const) : ('failed' as const);
      await generations.end(
        started,
        { status, result: null, cost: 0, error: body },
        { event: 'error', data: body },
      );
      throw failure;
    } finally {
      release();
      await cleanup?.();
    }
  }

  const done = finish();
  // Nobody may be waiting (an asynchronous call): the outcome is in the generation's row.
  done.catch(() => undefined);
  return { id: record.id, done };
}
