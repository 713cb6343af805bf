import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { HistoryType } from '@penwise/contract';
import { AppError, errorAnswerOf } from '../../errors.ts';
import { reserveOrExplain } from '../credits/reserve-or-explain.ts';
import { aiFailure, failureOfAnswer } from '../ai-engines/ai-failure.ts';
import type { MediaSlots, ReleaseSlot } from '../ai-engines/media-slots.ts';
import type { GenerationKind } from './generation-job.ts';
import type { GenerationRecord } from './generations.repository.ts';
import type { PaidGenerations, Started } from './paid-generations.service.ts';
import { errorOf, toGeneration } from './generation-view.ts';

export interface MediaOutcome {
  /** What the user pays when it differs from what was held (never more). */
  cost?: number;
  mediaId?: string;
  result: string | null;
  meta?: Record<string, unknown>;
}

export interface MediaRequest {
  userId: string;
  type: HistoryType;
  engine: string;
  input: unknown;
  meta?: Record<string, unknown>;
  /** Media the generation starts with (a transcription's upload): removed if it ends with no charge. */
  mediaId?: string;
  /** Held before anything starts (402 with `explain`'s words when the balance is short). */
  cost: number;
  explain: (needed: number, have: number) => string;
  kind: GenerationKind;
  payload: object;
  /** A media slot the caller already took (to measure an upload); taken here otherwise. */
  slot?: ReleaseSlot;
}

/**
 * Queues an image, voiceover or transcription as a paid generation: a media slot (429) and the hold
 * (402) before anything starts; `done` answers like the synchronous call did once it has ended (on
 * this server or another), built from its row by `answerOf`.
 */
export async function startPaidMedia<Answer>(
  deps: { generations: PaidGenerations; slots: MediaSlots },
  request: MediaRequest,
  answerOf: (row: GenerationRecord) => Answer,
): Promise<{ id: string; done: Promise<Answer> }> {
  const { generations } = deps;
  const { cost, explain, slot, ...row } = request;
  const release = slot ?? deps.slots.take(request.userId);
  let record: GenerationRecord;
  try {
    ({ record } = await generations.start({
      ...row,
      hold: async (credits) => ({
        reservation: await reserveOrExplain(
          credits,
          { userId: request.userId, cost, key: `${request.type}:${randomUUID()}` },
          explain,
        ),
      }),
    }));
  } catch (error) {
    release();
    throw error;
  }
  const done = generations
    .waitForEnd(request.userId, record.id)
    .then((ended) => {
      if (ended.status !== 'succeeded') throw failureOfAnswer(errorOf(ended));
      return answerOf(ended);
    })
    .finally(release);
  // Nobody may be waiting (an asynchronous call): the outcome is in the generation's row.
  done.catch(() => undefined);
  return { id: record.id, done };
}

/**
 * Runs a claimed media generation: `work` calls the engine and stores the file; the generation ends
 * succeeded and charged (never more than held), or failed or stopped and refunded.
 */
export async function runPaidMedia(
  deps: { generations: PaidGenerations; log: FastifyBaseLogger },
  started: Started,
  work: (signal: AbortSignal) => Promise<MediaOutcome>,
): Promise<void> {
  const { generations, log } = deps;
  const { run, record, hold } = started;
  const held = hold.reservation.fromX + hold.reservation.fromY;
  // The file it stored, if any: removed with it when it ends with nothing charged.
  let storedMediaId: string | undefined;
  try {
    const outcome = await work(run.signal);
    storedMediaId = outcome.mediaId;
    // Written before the end: a crash between the two leaves the file findable for the recovery.
    if (outcome.mediaId) await generations.repo.setMedia(record.id, outcome.mediaId);
    const charge = Math.min(outcome.cost ?? held, held);
    const end = {
      status: 'succeeded' as const,
      result: outcome.result,
      mediaId: outcome.mediaId ?? record.mediaId,
      meta: outcome.meta ?? record.meta,
    };
    const view = toGeneration({ ...record, ...end, creditsCharged: charge });
    await generations.end(started, { ...end, cost: charge }, { event: 'final', data: view });
  } catch (error) {
    const stopped = run.signal.aborted;
    const failure = error instanceof AppError ? error : aiFailure(error);
    if (!stopped)
      log.warn({ err: error, type: record.type, engine: record.engine }, 'media generation failed');
    const body = errorAnswerOf(failure).body;
    const status = stopped ? ('stopped' as const) : ('failed' as const);
    await generations.end(
      started,
      { status, result: null, cost: 0, error: body, mediaId: storedMediaId },
      { event: 'error', data: body },
    );
  }
}
