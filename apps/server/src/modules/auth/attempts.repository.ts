import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginFailures, passwordResetRequests } from '../../db/schema/index.ts';

/** Who makes an attempt: the account's email and the client's address. */
export interface Claimant {
  email: string;
  address: string;
}

/** How many attempts a window holds: per email and address together, per email, per address. */
export interface AttemptCaps {
  perPair: number;
  perEmail: number;
  perAddress: number;
}

export type Claim = { id: number } | { refused: keyof AttemptCaps };

/** Which attempts are counted: failed logins or password-reset e-mails, each in its own table. */
export type AttemptKind = 'loginFailures' | 'passwordResetRequests';

// Keys of pg_advisory_xact_lock(class, key): one class per table and column.
const lockClasses = {
  loginFailures: { email: 7_461_301, address: 7_461_302 },
  passwordResetRequests: { email: 7_461_303, address: 7_461_304 },
} as const;

/**
 * Counted attempts (login guesses, reset e-mails) in the database, so every app instance counts
 * against the same limits.
 */
export function attemptsRepository(db: Db, kind: AttemptKind) {
  const table = kind === 'loginFailures' ? loginFailures : passwordResetRequests;
  const locks = lockClasses[kind];
  const mine = ({ email, address }: Claimant) => or(eq(table.email, email), eq(table.address, address));

  return {
    /**
     * Records an attempt made at `at` unless one of the caps is already used up since `since`. Every
     * claim of the same email, then of the same address, waits for the one before it (advisory locks
     * held until commit), so parallel requests cannot all read a count below the cap and all go on.
     */
    claim(who: Claimant, at: Date, since: Date, caps: AttemptCaps): Promise<Claim> {
      return db.transaction(async (tx) => {
        // Always the email's lock first, then the address's: two claims never wait on each other in a circle.
        await tx.execute(
          sql`select pg_advisory_xact_lock(${sql.raw(String(locks.email))}, hashtext(${who.email}))`,
        );
        await tx.execute(
          sql`select pg_advisory_xact_lock(${sql.raw(String(locks.address))}, hashtext(${who.address}))`,
        );
        const [counts] = await tx
          .select({
            perPair:
              sql<number>`count(*) filter (where ${table.email} = ${who.email} and ${table.address} = ${who.address})`.mapWith(
                Number,
              ),
            perEmail: sql<number>`count(*) filter (where ${table.email} = ${who.email})`.mapWith(Number),
            perAddress: sql<number>`count(*) filter (where ${table.address} = ${who.address})`.mapWith(
              Number,
            ),
          })
          .from(table)
          .where(and(gt(table.at, since), mine(who)));
        const full = (['perPair', 'perEmail', 'perAddress'] as const).find(
          (cap) => (counts?.[cap] ?? 0) >= caps[cap],
        );
        if (full) return { refused: full };
        const [row] = await tx
          .insert(table)
          .values({ email: who.email, address: who.address, at })
          .returning({ id: table.id });
        if (!row) throw new Error('the attempt insert returned no row');
        // Older rows are never read again; trimming them here keeps the table small without a cron job.
        await tx.delete(table).where(and(lt(table.at, since), mine(who)));
        return { id: row.id };
      });
    },
    /** Forgets one attempt (a check that succeeded). */
    async release(id: number) {
      await db.delete(table).where(eq(table.id, id));
    },
    /** Forgets the attempts of one email from one address (the owner got in from there). */
    async clear({ email, address }: Claimant) {
      await db.delete(table).where(and(eq(table.email, email), eq(table.address, address)));
    },
  };
}

export type AttemptsRepository = ReturnType<typeof attemptsRepository>;
