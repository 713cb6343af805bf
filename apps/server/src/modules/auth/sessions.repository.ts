import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';

/** Sessions table access; tokens arrive already hashed. */
export function sessionsRepository(db: Db) {
  return {
    async insert(session: { userId: string; tokenHash: string; expiresAt: Date; createdAt: Date }) {
      await db.insert(sessions).values({ ...session, lastSeenAt: session.createdAt });
    },
    /** The user of a live session: not revoked, not expired at `now`, and used since `idleSince`. */
    async findLiveUser(tokenHash: string, now: Date, idleSince: Date) {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          name: users.name,
          refCode: users.refCode,
          sessionId: sessions.id,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.tokenHash, tokenHash),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
            gt(sessions.lastSeenAt, idleSince),
          ),
        )
        .limit(1);
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
    async revokeAllForUser(tx: Db, userId: string, at: Date) {
      await tx
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },
  };
}
