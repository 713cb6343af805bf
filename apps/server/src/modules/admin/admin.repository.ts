import { desc, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { creditAccounts, creditLedger, users } from '../../db/schema/index.ts';

/** What operators look at: users with their balances, and a user's ledger. Read only. */
export function adminRepository(db: Db) {
  return {
    listUsers(search: string | undefined, limit: number) {
      const query = db
        .select({
          id: users.id,
          email: users.email,
          name: users.name,
          packCredits: creditAccounts.x,
          planCredits: creditAccounts.y,
          createdAt: users.createdAt,
        })
        .from(users)
        .leftJoin(creditAccounts, eq(creditAccounts.userId, users.id));
      const filtered = search
        ? query.where(or(ilike(users.email, `%${search}%`), ilike(users.name, `%${search}%`)))
        : query;
      return filtered.orderBy(desc(users.createdAt)).limit(limit);
    },

    async emailOf(userId: string) {
      const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      return row?.email;
    },

    ledger(userId: string, limit: number) {
      return db
        .select({
          at: creditLedger.createdAt,
          reason: creditLedger.reason,
          pack: creditLedger.deltaX,
          plan: creditLedger.deltaY,
          shortfall: creditLedger.shortfall,
          reference: creditLedger.reference,
        })
        .from(creditLedger)
        .where(eq(creditLedger.userId, userId))
        .orderBy(desc(creditLedger.id))
        .limit(limit);
    },
  };
}
