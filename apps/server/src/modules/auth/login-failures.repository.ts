import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginFailures } from '../../db/schema/index.ts';

/** Failed login attempts per email, kept in the database so every app instance sees them. */
export function loginFailuresRepository(db: Db) {
  return {
    async countSince(email: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(loginFailures)
        .where(and(eq(loginFailures.email, email), gt(loginFailures.at, since)));
      return row?.n ?? 0;
    },
    async record(email: string, at: Date, forgetBefore: Date) {
      await db.insert(loginFailures).values({ email, at });
      // Old rows are never read again; trimming them here keeps the table small without a cron job.
      await db
        .delete(loginFailures)
        .where(and(eq(loginFailures.email, email), lt(loginFailures.at, forgetBefore)));
    },
    async clear(email: string) {
      await db.delete(loginFailures).where(eq(loginFailures.email, email));
    },
  };
}
