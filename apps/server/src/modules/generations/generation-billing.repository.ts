import { randomUUID } from 'node:crypto';
import { and, eq, getTableColumns, inArray, sql, type Column } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { RunBeforeCommit } from '../../db/answer-before-commit.ts';
import { namedSql, prepareSql } from '../../db/prepared-sql.ts';
import { generations } from '../../db/schema/index.ts';
import {
  closeCtes,
  reserveCtes,
  toReservation,
  type ReservationRow,
} from '../credits/credit-reservations.repository.ts';
import type { GenerationEnd, GenerationRecord, NewGenerationRecord } from './generations.repository.ts';

/** A hold to settle with its generation's end: the amount charged is at most what was held. */
export interface Settlement {
  reservationId: string;
  status: 'settled' | 'refunded';
  charged: number;
}

const value = (name: string) => sql.placeholder(name);

// The hold (the credits module's own CTEs) and the generation's row: built once, prepared.
const holdAndInsertSql = namedSql(
  'generation_hold_insert',
  sql`
      with ${reserveCtes(value('userId'), value('cost'), value('key'))}, generation as (
        insert into ${generations}
          (id, user_id, type, input, engine, meta, media_id, reservation_id, instance_id, status, credits_charged)
        select ${value('id')}, user_id, ${value('type')}, ${value('input')}::jsonb, ${value('engine')},
               ${value('meta')}::jsonb, ${value('mediaId')}, id, ${value('instanceId')}, 'running', 0
        from reservation
        returning seq, created_at
      )
      select reservation.*, generation.seq as generation_seq, generation.created_at as generation_created_at
      from reservation cross join generation`,
);

/** A hold and its generation's row as written, and their commit (settled at once unless overlapped). */
export interface HeldGeneration {
  reservation: ReservationRow;
  record: GenerationRecord;
  /** Rejects when the commit fails: then neither was written, and nothing may show the generation. */
  committed: Promise<void>;
}

const durable = Promise.resolve();

// The end (these columns set, each through its column's encoder as `.set()` would; a null stays null)
// and the close of its hold, which happens only if the generation ends in this statement.
function prepareSettleAndEnd(db: Db, status: Settlement['status'], end: [string, unknown][]) {
  const columns: Record<string, Column> = getTableColumns(generations);
  const set = Object.fromEntries(
    end.map(([key, given]) => {
      const column = columns[key];
      if (!column) throw new Error(`generations has no column ${key}`);
      return [key, given === null ? sql`null` : sql`${sql.param(value(key), column)}`];
    }),
  );
  const ended = db
    .update(generations)
    .set(set)
    .where(and(eq(generations.id, value('id')), inArray(generations.status, ['queued', 'running'])))
    .returning({ id: generations.id });
  const close = closeCtes({
    id: value('reservationId'),
    status,
    charged: value('charged'),
    onlyIf: sql`exists (select 1 from ended)`,
  });
  return prepareSql(
    db,
    namedSql('generation_settle_end', sql`with ended as (${ended.getSQL()}), ${close} select id from ended`),
  );
}

/**
 * A generation's row together with its hold, each pair in ONE statement (data-modifying CTEs run
 * atomically, like a transaction): a paid call that starts on a free worker here costs the database
 * one statement to start and one to end, instead of a transaction of four.
 */
export function generationBillingRepository(
  db: Db,
  options: {
    /**
     * Answers the hold before its commit is durable (PostgreSQL, whose commit waits for the disk):
     * the engine's call overlaps that wait.
     */
    runBeforeCommit?: RunBeforeCommit;
  } = {},
) {
  const { runBeforeCommit } = options;
  let holdAndInsert: ReturnType<typeof prepareSql> | undefined;
  const settleAndEnds = new Map<string, ReturnType<typeof prepareSettleAndEnd>>();
  return {
    /**
     * Holds `cost` (y first, only when the balance covers all of it, as `reserve` does) and writes the
     * generation running on `instanceId`. Undefined, with nothing written, when the balance is short.
     */
    async holdAndInsertRunning(
      hold: { userId: string; cost: number; key: string },
      row: NewGenerationRecord & { instanceId: string },
    ): Promise<HeldGeneration | undefined> {
      const id = randomUUID();
      const meta = row.meta === undefined || row.meta === null ? null : JSON.stringify(row.meta);
      const values = {
        ...hold,
        id,
        type: row.type,
        input: JSON.stringify(row.input),
        engine: row.engine,
        meta,
        mediaId: row.mediaId ?? null,
        instanceId: row.instanceId,
      };
      const { rows, committed } = runBeforeCommit
        ? await runBeforeCommit(holdAndInsertSql, values)
        : {
            rows: (await (holdAndInsert ??= prepareSql(db, holdAndInsertSql))(values)).rows,
            committed: durable,
          };
      const [first] = rows;
      // Nothing was written (a short balance): its commit matters to nobody.
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
      return { reservation, record, committed };
    },

    /**
     * Ends a generation that has not ended yet and closes its hold, or changes nothing and answers
     * false (it had ended: the recovery's outcome stands). A hold already closed stays as it is.
     */
    async settleAndEnd(id: string, settlement: Settlement, end: GenerationEnd): Promise<boolean> {
      // One prepared statement per status and shape of the end (the columns it sets; which of them null).
      const fields = Object.entries(end).filter(([, value]) => value !== undefined);
      const shape = fields.map(([key, value]) => (value === null ? `${key}=null` : key));
      const key = `${settlement.status}:${shape.join(',')}`;
      const run = settleAndEnds.get(key) ?? prepareSettleAndEnd(db, settlement.status, fields);
      settleAndEnds.set(key, run);
      const { rows } = await run({
        ...Object.fromEntries(fields),
        id,
        reservationId: settlement.reservationId,
        charged: settlement.charged,
      });
      return rows.length > 0;
    },
  };
}

export type GenerationBillingRepository = ReturnType<typeof generationBillingRepository>;
