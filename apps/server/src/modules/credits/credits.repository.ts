import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { creditAccounts, creditLedger, creditReservations } from '../../db/schema/index.ts';

export interface LedgerEntry {
  userId: string;
  deltaX: number;
  deltaY: number;
  reason: string;
  reference?: string | null;
  shortfall?: number;
  idempotencyKey: string;
}

export type ReservationRow = typeof creditReservations.$inferSelect;

/** Balances, ledger and reservations. Every method that changes a balance takes the transaction it must run in. */
export function creditsRepository(db: Db) {
  return {
    async balance(userId: string) {
      const [row] = await db
        .select({ x: creditAccounts.x, y: creditAccounts.y })
        .from(creditAccounts)
        .where(eq(creditAccounts.userId, userId));
      return row ?? { x: 0, y: 0 };
    },

    /** Locks the user's balance row for the rest of the transaction, creating it at zero if needed. */
    async lockAccount(tx: Db, userId: string) {
      await tx.insert(creditAccounts).values({ userId }).onConflictDoNothing();
      const [row] = await tx
        .select({ x: creditAccounts.x, y: creditAccounts.y })
        .from(creditAccounts)
        .where(eq(creditAccounts.userId, userId))
        .for('update');
      return row ?? { x: 0, y: 0 };
    },

    /** Writes a ledger row unless its key was used before; false means "already applied". */
    async appendLedger(tx: Db, entry: LedgerEntry): Promise<boolean> {
      const rows = await tx
        .insert(creditLedger)
        .values({ ...entry, reference: entry.reference ?? null, shortfall: entry.shortfall ?? 0 })
        .onConflictDoNothing({ target: creditLedger.idempotencyKey })
        .returning({ id: creditLedger.id });
      return rows.length > 0;
    },

    async addToBalance(tx: Db, userId: string, deltaX: number, deltaY: number) {
      await tx
        .update(creditAccounts)
        .set({
          x: sql`${creditAccounts.x} + ${deltaX}`,
          y: sql`${creditAccounts.y} + ${deltaY}`,
          updatedAt: sql`now()`,
        })
        .where(eq(creditAccounts.userId, userId));
    },

    /**
     * Reserve in one statement (one round trip, atomic like a transaction): takes `cost`, y first, only
     * when the balance covers it, inserts the reservation and its ledger row. Undefined when short; a
     * used key raises unique_violation and nothing is changed.
     */
    async reserveAtomically(userId: string, cost: number, key: string): Promise<ReservationRow | undefined> {
      // Both drivers (pg, PGlite) answer raw statements with { rows }.
      const { rows } = (await db.execute(sql`
        with debit as (
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
          select user_id, -from_x, -from_y, 'reserve', id::text, ${`reserve:${key}`} from reservation
        )
        select id, user_id, from_x, from_y, status, charged, idempotency_key, created_at, settled_at
        from reservation`)) as { rows: Record<string, unknown>[] };
      const row = rows[0];
      if (!row) return undefined;
      // Raw rows: bigint arrives as a string from pg, timestamps as strings or Dates.
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
    },

    async findReservationByKey(key: string) {
      const [row] = await db
        .select()
        .from(creditReservations)
        .where(eq(creditReservations.idempotencyKey, key));
      return row;
    },

    /** Closes a held reservation; undefined when it was already settled or refunded (idempotent). */
    async closeReservation(tx: Db, id: string, status: 'settled' | 'refunded', charged: number) {
      const [row] = await tx
        .update(creditReservations)
        .set({ status, charged, settledAt: sql`now()` })
        .where(and(eq(creditReservations.id, id), eq(creditReservations.status, 'held')))
        .returning();
      return row;
    },

    /** Users whose balance differs from the sum of their ledger rows (should always be empty). */
    async ledgerMismatches() {
      const sumX = sql<string>`coalesce(sum(${creditLedger.deltaX}), 0)`;
      const sumY = sql<string>`coalesce(sum(${creditLedger.deltaY}), 0)`;
      const rows = await db
        .select({ userId: creditAccounts.userId, x: creditAccounts.x, y: creditAccounts.y, sumX, sumY })
        .from(creditAccounts)
        .leftJoin(creditLedger, eq(creditLedger.userId, creditAccounts.userId))
        .groupBy(creditAccounts.userId, creditAccounts.x, creditAccounts.y)
        .having(sql`${creditAccounts.x} <> ${sumX} or ${creditAccounts.y} <> ${sumY}`);
      return rows.map((row) => ({
        userId: row.userId,
        balance: { x: row.x, y: row.y },
        ledger: { x: Number(row.sumX), y: Number(row.sumY) },
      }));
    },
  };
}

export type CreditsRepository = ReturnType<typeof creditsRepository>;
