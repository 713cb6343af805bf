import type { Db } from '../../db/client.ts';
import { billingClockRepository } from './billing-clock.repository.ts';

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
  const repo = billingClockRepository(db);
  return {
    now: async () => at(await repo.offsetMs()),
    advance: async (ms: number) => at(await repo.addOffset(ms)),
  };
}
