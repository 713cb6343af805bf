import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';

/**
 * What a live-session lookup selects: the user and the session's id and last use. Routes that read
 * more in the same statement (session-reads.ts) select these beside their own columns.
 */
export const liveUserColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  refCode: users.refCode,
  sessionId: sessions.id,
  lastSeenAt: sessions.lastSeenAt,
};

/**
 * The one definition of a live session, on placeholders tokenHash, now and idleSince: not revoked,
 * not expired at `now`, used since `idleSince`. A deleted user's sessions go with the row (cascade),
 * and sessions are only written once login (two-factor included) succeeded.
 */
export const liveSessionWhere = () =>
  and(
    eq(sessions.tokenHash, sql.placeholder('tokenHash')),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, sql.placeholder('now')),
    gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
  );

/** The placeholders' values of liveSessionWhere. */
export const liveSessionParams = (tokenHash: string, now: Date, idleSince: Date) => ({
  tokenHash,
  now: now.toISOString(),
  idleSince: idleSince.toISOString(),
});

// Every authenticated request runs this lookup: built once and prepared (named) on each pooled
// connection, it costs a fraction of a query Drizzle builds afresh (bench/api measures it).
function prepareLiveUser(db: Db) {
  return db
    .select(liveUserColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(liveSessionWhere())
    .limit(1)
    .prepare('sessions_find_live_user');
}

/** Sessions table access; tokens arrive already hashed. */
export function sessionsRepository(db: Db) {
  let liveUser: ReturnType<typeof prepareLiveUser> | undefined;
  return {
    async insert(session: { userId: string; tokenHash: string; expiresAt: Date; createdAt: Date }) {
      await db.insert(sessions).values({ ...session, lastSeenAt: session.createdAt });
    },
    /** The user of a live session: not revoked, not expired at `now`, and used since `idleSince`. */
    async findLiveUser(tokenHash: string, now: Date, idleSince: Date) {
      liveUser ??= prepareLiveUser(db);
      const [row] = await liveUser.execute(liveSessionParams(tokenHash, now, idleSince));
      return row;
    },
    /** Records that the session was used at `at` (for idle expiry). */
    async touch(sessionId: string, at: Date) {
      await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, sessionId));
    },
    async revoke(sessionId: string, at: Date) {
      await db
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },
    /** Ends every live session of the user, except `keepSessionId` when given (the device asking). */
    async revokeAllForUser(tx: Db, userId: string, at: Date, keepSessionId?: string) {
      await tx
        .update(sessions)
        .set({ revokedAt: at })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
          ),
        );
    },
  };
}

export type SessionsRepository = ReturnType<typeof sessionsRepository>;
