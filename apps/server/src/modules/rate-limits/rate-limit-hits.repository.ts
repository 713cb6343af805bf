import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateLimitHits } from '../../db/schema/index.ts';

/** Fixed-window counters in PostgreSQL: one atomic upsert per request, timed by the database's clock. */
export function rateLimitHitsRepository(db: Db) {
  return {
    /** Counts one hit on `key`; a window that has ended starts again at 1. Returns the count and ms left. */
    async hit(key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
      // The database's now() times every instance's windows, so clocks that disagree cannot split them.
      const expired = sql`${rateLimitHits.resetAt} <= now()`;
      const [row] = await db
        .insert(rateLimitHits)
        .values({ key, hits: 1, resetAt: sql`now() + ${windowMs} * interval '1 millisecond'` })
        .onConflictDoUpdate({
          target: rateLimitHits.key,
          set: {
            hits: sql`case when ${expired} then 1 else ${rateLimitHits.hits} + 1 end`,
            resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimitHits.resetAt} end`,
          },
        })
        .returning({
          current: rateLimitHits.hits,
          ttl: sql<number>`ceil(extract(epoch from ${rateLimitHits.resetAt} - now()) * 1000)::int`,
        });
      if (!row) throw new Error('the rate limit upsert returned no row');
      return { current: row.current, ttl: Math.max(0, row.ttl) };
    },
    /** Drops windows that ended before `before`; nothing reads them again. */
    async forgetEndedBefore(before: Date): Promise<void> {
      await db.delete(rateLimitHits).where(lt(rateLimitHits.resetAt, before));
    },
  };
}

export type RateLimitHitsRepository = ReturnType<typeof rateLimitHitsRepository>;
