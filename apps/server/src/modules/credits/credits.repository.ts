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
     * Takes `cost` credits, y first, in ONE conditional UPDATE: it matches no row when the balance is
     * short, so concurrent calls can never overspend. Returns how much came from y, or undefined.
     */
    async debitIfEnough(tx: Db, userId: string, cost: number) {
      const fromY = sql`least(${creditAccounts.y}, ${cost})`;
      const [row] = await tx
        .update(creditAccounts)
        .set({
          lastReservedFromY: fromY,
          y: sql`${creditAccounts.y} - ${fromY}`,
          x: sql`${creditAccounts.x} - (${cost} - ${fromY})`,
          updatedAt: sql`now()`,
        })
        .where(
          and(eq(creditAccounts.userId, userId), sql`${creditAccounts.x} + ${creditAccounts.y} >= ${cost}`),
        )
        .returning({ fromY: creditAccounts.lastReservedFromY });
      return row ? { fromY: row.fromY, fromX: cost - row.fromY } : undefined;
    },

    async insertReservation(tx: Db, reservation: typeof creditReservations.$inferInsert) {
      const [row] = await tx.insert(creditReservations).values(reservation).returning();
      if (!row) throw new Error('reservation insert returned nothing');
      return row;
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
