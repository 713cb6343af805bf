import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateLimitHits } from '../../db/schema/index.ts';

// Every limited request runs this upsert: built once and prepared (named) on each pooled connection.
// Its commit does not wait for the WAL flush (synchronous_commit off for this one transaction): a
// database crash may forget the last moment's counts, which a limiter can afford, and the request
// does not wait for a disk write.
function prepareHit(db: Db) {
  const expired = sql`${rateLimitHits.resetAt} <= now()`;
  return db
    .insert(rateLimitHits)
    .values({
      key: sql.placeholder('key'),
      hits: 1,
      resetAt: sql`now() + ${sql.placeholder('windowMs')} * interval '1 millisecond'`,
    })
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
      asyncCommit: sql<string>`set_config('synchronous_commit', 'off', true)`,
    })
    .prepare('rate_limit_hit');
}

/** Fixed-window counters in PostgreSQL: one atomic upsert per request, timed by the database's clock. */
export function rateLimitHitsRepository(db: Db) {
  let hitOnce: ReturnType<typeof prepareHit> | undefined;
  return {
    /** Counts one hit on `key`; a window that has ended starts again at 1. Returns the count and ms left. */
    async hit(key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
      // The database's now() times every instance's windows, so clocks that disagree cannot split them.
      hitOnce ??= prepareHit(db);
      const [row] = await hitOnce.execute({ key, windowMs });
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
