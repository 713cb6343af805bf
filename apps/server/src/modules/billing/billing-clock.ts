import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { billingClock } from '../../db/schema/index.ts';

/** The one clock billing runs on: the app's clock plus, in test mode, an offset kept in the database. */
export interface BillingClock {
  now: () => Promise<Date>;
  /** Moves the clock forward for every app instance sharing the database; answers the new time. */
  advance: (ms: number) => Promise<Date>;
}

/**
 * A billing clock over `base` (real time, or a test's clock). Only a movable clock (the test checkout)
 * reads the offset: with real money, an offset left over from a demo must not shift invoice dates.
 */
export function createBillingClock(
  db: Db,
  base: () => Date = () => new Date(),
  options: { movable: boolean } = { movable: true },
): BillingClock {
  const at = (offsetMs: number) => new Date(base().getTime() + offsetMs);
  if (!options.movable) {
    return {
      now: () => Promise.resolve(base()),
      advance: () => Promise.reject(new Error('the billing clock only moves in test mode')),
    };
  }
  return {
    async now() {
      const [row] = await db.select({ offsetMs: billingClock.offsetMs }).from(billingClock);
      return at(row?.offsetMs ?? 0);
    },
    async advance(ms: number) {
      const [row] = await db
        .insert(billingClock)
        .values({ id: 1, offsetMs: ms })
        .onConflictDoUpdate({
          target: billingClock.id,
          set: { offsetMs: sql`${billingClock.offsetMs} + ${ms}` },
        })
        .returning({ offsetMs: billingClock.offsetMs });
      return at(row?.offsetMs ?? ms);
    },
  };
}
