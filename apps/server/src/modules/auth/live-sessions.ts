import { errorTexts } from '@penwise/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { AuthenticatedUser } from './auth.service.ts';
import { sessionsRepository } from './sessions.repository.ts';
import { hashToken } from './tokens.ts';

/** A live session's user as a lookup selects it (liveUserColumns). */
export type LiveUserRow = AuthenticatedUser & { lastSeenAt: Date };

/**
 * Finds the live session of a token hash (liveSessionWhere on `now` and `idleSince`) and may read
 * more in the same statement: one round trip where a session lookup and a read would take two.
 */
export type SessionLookup<T> = (
  tokenHash: string,
  now: Date,
  idleSince: Date,
) => Promise<{ user: LiveUserRow; read: T } | undefined>;

export interface LiveSessionsDeps {
  db: Db;
  now: () => Date;
  /** A session unused this long ends (SESSION_IDLE_TTL). */
  sessionIdleSeconds: number;
}

// Recording every request would be a write per call; minutes of slack do not matter against days.
const touchEveryMs = 5 * 60_000;

/** Who a session token belongs to: the idle and absolute expiry rules every authenticated request runs. */
export function createLiveSessions(deps: LiveSessionsDeps) {
  const sessions = sessionsRepository(deps.db);
  const userOnly: SessionLookup<undefined> = async (tokenHash, now, idleSince) => {
    const user = await sessions.findLiveUser(tokenHash, now, idleSince);
    return user && { user, read: undefined };
  };

  /** The user of a live session token and what `lookup` read with it; 401 'Invalid token' otherwise. */
  async function authenticateWith<T>(
    token: string,
    lookup: SessionLookup<T>,
  ): Promise<{ user: AuthenticatedUser; read: T }> {
    const at = deps.now();
    const idleSince = new Date(at.getTime() - deps.sessionIdleSeconds * 1000);
    const found = await lookup(hashToken(token), at, idleSince);
    if (!found) throw new AppError('invalid_token', 401, errorTexts.invalidToken);
    const { lastSeenAt, ...user } = found.user;
    if (at.getTime() - lastSeenAt.getTime() > touchEveryMs) await sessions.touch(user.sessionId, at);
    return { user, read: found.read };
  }

  return {
    authenticateWith,
    /** The user of a live session token; 401 'Invalid token' otherwise. */
    authenticate: async (token: string) => (await authenticateWith(token, userOnly)).user,
  };
}

export type LiveSessions = ReturnType<typeof createLiveSessions>;
