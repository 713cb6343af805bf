import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { generations } from '../../db/schema/index.ts';
import {
  closeCtes,
  reserveCtes,
  toReservation,
  type RawResult,
  type ReservationRow,
} from '../credits/credit-reservations.repository.ts';
import type { GenerationEnd, GenerationRecord, NewGenerationRecord } from './generations.repository.ts';

/** A hold to settle with its generation's end: the amount charged is at most what was held. */
export interface Settlement {
  reservationId: string;
  status: 'settled' | 'refunded';
  charged: number;
}

/**
 * A generation's row together with its hold, each pair in ONE statement (data-modifying CTEs run
 * atomically, like a transaction): a paid call that starts on a free worker here costs the database
 * one round trip to start and one to end, instead of a transaction of four.
 */
export function generationBillingRepository(db: Db) {
  return {
    /**
     * Holds `cost` (y first, only when the balance covers all of it, as `reserve` does) and writes the
     * generation running on `instanceId`. Undefined, with nothing written, when the balance is short.
     */
    async holdAndInsertRunning(
      hold: { userId: string; cost: number; key: string },
      row: NewGenerationRecord & { instanceId: string },
    ): Promise<{ reservation: ReservationRow; record: GenerationRecord } | undefined> {
      const id = randomUUID();
      const meta = row.meta === undefined || row.meta === null ? null : JSON.stringify(row.meta);
      const { rows } = (await db.execute(sql`
        with ${reserveCtes(hold.userId, hold.cost, hold.key)}, generation as (
          insert into ${generations}
            (id, user_id, type, input, engine, meta, media_id, reservation_id, instance_id, status, credits_charged)
          select ${id}, user_id, ${row.type}, ${JSON.stringify(row.input)}::jsonb, ${row.engine},
                 ${meta}::jsonb, ${row.mediaId ?? null}, id, ${row.instanceId}, 'running', 0
          from reservation
          returning seq, created_at
        )
        select reservation.*, generation.seq as generation_seq, generation.created_at as generation_created_at
        from reservation cross join generation`)) as RawResult;
      const [first] = rows;
      if (!first) return undefined;
      const reservation = toReservation(first);
      // The row as written: every other column is its default.
      const record: GenerationRecord = {
        id,
        seq: Number(first.generation_seq),
        userId: row.userId,
        type: row.type,
        input: row.input,
        result: null,
        mediaId: row.mediaId ?? null,
        meta: row.meta ?? null,
        creditsCharged: 0,
        engine: row.engine,
        createdAt: new Date(first.generation_created_at as string),
        status: 'running',
        reservationId: reservation.id,
        instanceId: row.instanceId,
        stopRequested: false,
        eventSeq: 0,
        tokens: null,
        error: null,
      };
      return { reservation, record };
    },

    /**
     * Ends a generation that has not ended yet and closes its hold, or changes nothing and answers
     * false (it had ended: the recovery's outcome stands). A hold already closed stays as it is.
     */
    async settleAndEnd(id: string, settlement: Settlement, end: GenerationEnd): Promise<boolean> {
      const ended = db
        .update(generations)
        .set(end)
        .where(and(eq(generations.id, id), inArray(generations.status, ['queued', 'running'])))
        .returning({ id: generations.id });
      const close = closeCtes({
        id: settlement.reservationId,
        status: settlement.status,
        charged: settlement.charged,
        onlyIf: sql`exists (select 1 from ended)`,
      });
      const { rows } = (await db.execute(
        sql`with ended as (${ended.getSQL()}), ${close} select id from ended`,
      )) as RawResult;
      return rows.length > 0;
    },
  };
}

export type GenerationBillingRepository = ReturnType<typeof generationBillingRepository>;
