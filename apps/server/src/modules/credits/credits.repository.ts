import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { creditAccounts, creditLedger, sessions, users } from '../../db/schema/index.ts';
import { liveSessionParams, liveSessionWhere, liveUserColumns } from '../auth/sessions.repository.ts';

export interface LedgerEntry {
  userId: string;
  deltaX: number;
  deltaY: number;
  reason: string;
  reference?: string | null;
  shortfall?: number;
  idempotencyKey: string;
}

// show-credits reads this on every call: built once and prepared (named) on each pooled connection.
const prepareBalance = (db: Db) =>
  db
    .select({ x: creditAccounts.x, y: creditAccounts.y })
    .from(creditAccounts)
    .where(eq(creditAccounts.userId, sql.placeholder('userId')))
    .prepare('credits_balance');

// show-credits in one round trip: the live session (the same conditions as every authenticated
// request) and its user's balance, which is null until the user's first credits.
const prepareSessionBalance = (db: Db) =>
  db
    .select({ user: liveUserColumns, x: creditAccounts.x, y: creditAccounts.y })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(creditAccounts, eq(creditAccounts.userId, sessions.userId))
    .where(liveSessionWhere())
    .limit(1)
    .prepare('credits_session_balance');

/** Balances and the ledger. Every method that changes a balance takes the transaction it must run in. */
export function creditsRepository(db: Db) {
  let balanceOf: ReturnType<typeof prepareBalance> | undefined;
  let sessionBalance: ReturnType<typeof prepareSessionBalance> | undefined;
  return {
    async balance(userId: string) {
      balanceOf ??= prepareBalance(db);
      const [row] = await balanceOf.execute({ userId });
      return row ?? { x: 0, y: 0 };
    },

    /** The user of the live session `tokenHash` (see liveSessionWhere) with their balance; undefined when none. */
    async liveSessionBalance(tokenHash: string, now: Date, idleSince: Date) {
      sessionBalance ??= prepareSessionBalance(db);
      const [row] = await sessionBalance.execute(liveSessionParams(tokenHash, now, idleSince));
      return row && { user: row.user, balance: { x: row.x ?? 0, y: row.y ?? 0 } };
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

    /** Closes a held reservation; undefined when it was already settled or refunded (idempotent). */

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
