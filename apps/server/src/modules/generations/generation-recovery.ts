import type { FastifyBaseLogger } from 'fastify';
import { generationMessages, textTokenCost, type ErrorAnswer } from '@penwise/contract';
import { countTokens } from '../../adapters/ai/token-count.ts';
import type { Db } from '../../db/client.ts';
import { createCreditsService } from '../credits/credits.service.ts';
import type { MediaService } from '../media/media.service.ts';
import type { GenerationRecord, GenerationsRepository } from './generations.repository.ts';

// Counting tokens of kept text: far above any tool's cap, only a bound on the work.
const maxCountedTokens = 100_000;

const interrupted: ErrorAnswer = { error: generationMessages.interrupted, code: 'ai_unavailable' };
const neverStarted: ErrorAnswer = { error: generationMessages.neverStarted, code: 'ai_busy' };

// A generation waiting longer than this for a worker ends refunded: no server with workers took it.
export const queuedForMinutes = 10;

/**
 * Ends generations whose server is gone: text keeps what it saved and is charged for that; media
 * is refunded and its file removed. Each is locked while ended, so two servers never end one twice.
 */
export function createGenerationRecovery(deps: {
  db: Db;
  repo: GenerationsRepository;
  media: Pick<MediaService, 'remove'>;
  log: FastifyBaseLogger;
  /** A server that has not beaten for this long is gone (INSTANCE_TIMEOUT): a live one is never taken. */
  silentAfterSeconds: number;
  /** This server, and whether it still runs a generation: one whose ending failed here is ended too. */
  instanceId: string;
  isRunningHere: (id: string) => boolean;
}) {
  const { db, repo, log } = deps;

  async function endOne(
    id: string,
    error: ErrorAnswer,
    lock: (tx: Db, id: string) => Promise<GenerationRecord | undefined>,
  ): Promise<boolean> {
    const ended = await db.transaction(async (tx) => {
      const row = await lock(tx, id);
      if (!row) return undefined;
      const credits = createCreditsService(tx);
      const reservation = row.reservationId ? await credits.findReservation(row.reservationId) : undefined;
      const kept = row.type === 'GenText' && row.result?.trim() ? row.result : null;
      const tokens = kept ? await countTokens(kept, maxCountedTokens) : 0;
      const held = reservation ? reservation.fromX + reservation.fromY : 0;
      const cost = Math.min(textTokenCost(tokens), held);
      if (reservation && cost > 0) await credits.settle(reservation, cost);
      else if (reservation) await credits.refund(reservation);
      await repo.end(tx, id, {
        status: 'failed',
        result: kept,
        tokens,
        creditsCharged: cost,
        error,
      });
      return { row, cost };
    });
    if (!ended) return false;
    // Nothing charged means nothing kept: the file it wrote (or its upload) has no item to belong to.
    if (ended.cost === 0 && ended.row.mediaId) await deps.media.remove(ended.row.mediaId, ended.row.userId);
    log.warn(
      { generation: id, type: ended.row.type, charged: ended.cost },
      'ended a generation whose server is gone',
    );
    return true;
  }

  return {
    /** Ends every running generation of servers gone silent, and those no worker took; answers how many. */
    async sweep(): Promise<number> {
      let count = 0;
      // A minute old at least: a generation is in the table a moment before this server runs it.
      const lostHere = (await repo.unfinishedOf(deps.instanceId, 1)).filter((id) => !deps.isRunningHere(id));
      for (const id of [...(await repo.orphaned(deps.silentAfterSeconds)), ...lostHere]) {
        if (await endOne(id, interrupted, (tx, row) => repo.lockUnfinished(tx, row))) count += 1;
      }
      // Locked only while still queued: one a worker claimed since the list was read is running now.
      for (const id of await repo.staleQueued(queuedForMinutes)) {
        if (await endOne(id, neverStarted, (tx, row) => repo.lockQueued(tx, row))) count += 1;
      }
      return count;
    },
  };
}
