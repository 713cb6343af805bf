import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';

/** Sessions table access; tokens arrive already hashed. */
export function sessionsRepository(db: Db) {
  return {
    async insert(session: { userId: string; tokenHash: string; expiresAt: Date; createdAt: Date }) {
      await db.insert(sessions).values(session);
    },
    /** The user of a live session: not revoked and not expired at `now`. */
    async findLiveUser(tokenHash: string, now: Date) {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          name: users.name,
          refCode: users.refCode,
          sessionId: sessions.id,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
        )
        .limit(1);
      return row;
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
