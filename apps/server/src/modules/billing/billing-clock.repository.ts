import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { billingClock } from '../../db/schema/index.ts';

/** The one-row table holding the test-mode billing clock's offset. */
export function billingClockRepository(db: Db) {
  return {
    async offsetMs(): Promise<number> {
      const [row] = await db.select({ offsetMs: billingClock.offsetMs }).from(billingClock);
      return row?.offsetMs ?? 0;
    },
    /** Adds to the offset in one statement, so two instances advancing at once both count. */
    async addOffset(ms: number): Promise<number> {
      const [row] = await db
        .insert(billingClock)
        .values({ id: 1, offsetMs: ms })
        .onConflictDoUpdate({
          target: billingClock.id,
          set: { offsetMs: sql`${billingClock.offsetMs} + ${ms}` },
        })
        .returning({ offsetMs: billingClock.offsetMs });
      return row?.offsetMs ?? ms;
    },
  };
}
