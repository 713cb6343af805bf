import type { Db } from '../../db/client.ts';
import type { SessionLookup } from '../auth/live-sessions.ts';
import { creditsRepository } from './credits.repository.ts';

export interface Balance {
  x: number;
  y: number;
}

/** show-credits' session lookup: the signed-in user and their balance in one statement. */
export function sessionBalanceLookup(db: Db): SessionLookup<Balance> {
  const repo = creditsRepository(db);
  return async (tokenHash, now, idleSince) => {
    const found = await repo.liveSessionBalance(tokenHash, now, idleSince);
    return found && { user: found.user, read: found.balance };
  };
}
