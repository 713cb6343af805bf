import { and, eq, inArray, lt, notExists, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { RawRows } from '../../db/prepared-sql.ts';
import { creditAccounts, creditLedger, creditReservations, generations } from '../../db/schema/index.ts';

export type ReservationRow = typeof creditReservations.$inferSelect;

// Raw rows: bigint arrives as a string from pg, timestamps as strings or Dates.
export function toReservation(row: Record<string, unknown>): ReservationRow {
  return {
    id: String(row.id),
    userId: String(row.user_id),
    fromX: Number(row.from_x),
    fromY: Number(row.from_y),
    status: row.status as ReservationRow['status'],
    charged: Number(row.charged),
    idempotencyKey: String(row.idempotency_key),
    createdAt: new Date(row.created_at as string),
    settledAt: row.settled_at ? new Date(row.settled_at as string) : null,
  };
}

/** A value of a statement, or a placeholder for it (a statement prepared once, run with values). */
type Value<T> = T | Placeholder;

/**
 * The CTEs of a full hold (debit, reservation, ledger): takes `cost`, y first, only when the balance
 * covers it. A statement that adds its own CTEs after these (a generation written with its hold)
 * reads the reservation from `reservation`; nothing is written when the balance is short.
 */
export function reserveCtes(userId: Value<string>, cost: Value<number>, key: Value<string>): SQL {
  return sql`debit as (
      update ${creditAccounts}
      set last_reserved_from_y = least(y, ${cost}),
          y = y - least(y, ${cost}),
          x = x - (${cost} - least(y, ${cost})),
          updated_at = now()
      where user_id = ${userId} and x + y >= ${cost}
      returning user_id, last_reserved_from_y as from_y
    ), reservation as (
      insert into ${creditReservations} (user_id, from_x, from_y, idempotency_key)
      select user_id, ${cost} - from_y, from_y, ${key} from debit
      returning *
    ), ledger as (
      insert into ${creditLedger} (user_id, delta_x, delta_y, reason, reference, idempotency_key)
      select user_id, -from_x, -from_y, 'reserve', id::text, 'reserve:' || ${key}::text from reservation
    )`;
}

/**
 * The CTEs that close a held reservation at `charged` (closed, back, account, ledger), giving the rest
 * back to x first (y was spent first). `onlyIf` (a condition on the statement's other CTEs) closes it
 * only together with another change, such as the end of its generation.
 */
export function closeCtes(close: {
  id: Value<string>;
  status: 'settled' | 'refunded';
  charged: Value<number>;
  onlyIf?: SQL;
}): SQL {
  const { id, status, charged } = close;
  const reason = status === 'settled' ? 'settle' : 'refund';
  const guard = close.onlyIf ? sql` and ${close.onlyIf}` : sql``;
  return sql`closed as (
      update ${creditReservations}
      set status = ${status}, charged = ${charged}, settled_at = now()
      where id = ${id} and status = 'held'${guard}
      returning id, user_id, from_x, from_y
    ), back as (
      select id, user_id,
             least(from_x + from_y - ${charged}, from_x) as back_x,
             from_x + from_y - ${charged} - least(from_x + from_y - ${charged}, from_x) as back_y
      from closed
    ), account as (
      update ${creditAccounts} a
      set x = a.x + back.back_x, y = a.y + back.back_y, updated_at = now()
      from back
      where a.user_id = back.user_id and back.back_x + back.back_y > 0
    ), ledger as (
      insert into ${creditLedger} (user_id, delta_x, delta_y, reason, reference, idempotency_key)
      select user_id, back_x, back_y, ${reason}, id::text, 'close:' || id::text
      from back where back_x + back_y > 0
    )`;
}

/**
 * Reservations, each change ONE statement: a paid call costs the database two round trips (hold,
 * close) however busy it is. Data-modifying CTEs run atomically, like a transaction.
 */
export function creditReservationsRepository(db: Db) {
  return {
    /**
     * Takes `cost`, y first, only when the balance covers it, and writes the reservation and its ledger
     * row. Undefined when short; a used key raises unique_violation and changes nothing.
     */
    async reserve(userId: string, cost: number, key: string): Promise<ReservationRow | undefined> {
      const { rows } = (await db.execute(
        sql`with ${reserveCtes(userId, cost, key)} select * from reservation`,
      )) as RawRows;
      return rows[0] ? toReservation(rows[0]) : undefined;
    },

    /**
     * Takes as much as the balance holds up to `max`, but at least `min`, and writes the reservation
     * and its ledger row; undefined when not even `min` is there. `packOnly` takes x alone (a call
     * only pack credits may pay for), else y first. The balance row stays locked from the read to
     * the write, so a parallel call sees what this one took.
     */
    async reserveUpTo(
      userId: string,
      amounts: { min: number; max: number; packOnly: boolean },
      key: string,
    ): Promise<ReservationRow | undefined> {
      return db.transaction(async (tx) => {
        const [account] = await tx
          .select({ x: creditAccounts.x, y: creditAccounts.y })
          .from(creditAccounts)
          .where(eq(creditAccounts.userId, userId))
          .for('update');
        if (!account) return undefined;
        const usable = amounts.packOnly ? account.x : account.x + account.y;
        const amount = Math.min(amounts.max, usable);
        if (amount < amounts.min || amount <= 0) return undefined;
        const fromY = amounts.packOnly ? 0 : Math.min(account.y, amount);
        const fromX = amount - fromY;
        // Conditional as well: the lock already guarantees it, but a hold never drives a bucket negative.
        const { rows } = (await tx.execute(sql`
          with debit as (
            update ${creditAccounts}
            set x = x - ${fromX}, y = y - ${fromY}, updated_at = now()
            where user_id = ${userId} and x >= ${fromX} and y >= ${fromY}
            returning user_id
          ), reservation as (
            insert into ${creditReservations} (user_id, from_x, from_y, idempotency_key)
            select user_id, ${fromX}, ${fromY}, ${key} from debit
            returning *
          ), ledger as (
            insert into ${creditLedger} (user_id, delta_x, delta_y, reason, reference, idempotency_key)
            select user_id, -from_x, -from_y, 'reserve', id::text, 'reserve:' || ${key}::text from reservation
          )
          select * from reservation`)) as RawRows;
        return rows[0] ? toReservation(rows[0]) : undefined;
      });
    },

    /**
     * Closes a held reservation at `charged` and gives the rest back, to x first (y was spent first),
     * with its ledger row. False when it was already closed: settle and refund are idempotent.
     */
    async close(id: string, status: 'settled' | 'refunded', charged: number): Promise<boolean> {
      const { rows } = (await db.execute(
        sql`with ${closeCtes({ id, status, charged })} select id from closed`,
      )) as RawRows;
      return rows.length > 0;
    },

    /**
     * Ids of reservations still held that were made before `before` (their call must have died). A
     * hold whose generation still runs is left alone: the generation settles it, or its recovery does.
     */
    async heldBefore(before: Date): Promise<string[]> {
      const running = db
        .select({ one: sql`1` })
        .from(generations)
        .where(
          and(
            eq(generations.reservationId, creditReservations.id),
            inArray(generations.status, ['queued', 'running']),
          ),
        );
      const rows = await db
        .select({ id: creditReservations.id })
        .from(creditReservations)
        .where(
          and(
            eq(creditReservations.status, 'held'),
            lt(creditReservations.createdAt, before),
            notExists(running),
          ),
        )
        .limit(500);
      return rows.map((row) => row.id);
    },

    async findById(id: string) {
      const [row] = await db.select().from(creditReservations).where(eq(creditReservations.id, id));
      return row;
    },

    async findByKey(key: string) {
      const [row] = await db
        .select()
        .from(creditReservations)
        .where(eq(creditReservations.idempotencyKey, key));
      return row;
    },
  };
}

export type CreditReservationsRepository = ReturnType<typeof creditReservationsRepository>;
