import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, subscriptions, users } from '../../db/schema/index.ts';
import type { SessionLookup } from '../auth/live-sessions.ts';
import { liveSessionParams, liveSessionWhere, liveUserColumns } from '../auth/sessions.repository.ts';

/** What decides which credits may pay for a call: the user's active plan, if any. */
export interface Payer {
  plan: string | undefined;
}

// A paid call's session lookup reads the active plan in the same statement (a user has at most one):
// an AI template would otherwise cost a second round trip before its hold. 'active' is written into the
// statement, not bound: only then does its generic plan use the one-active-plan-per-user index, so
// PostgreSQL keeps that plan instead of planning the join afresh on every call (~0.3 ms).
const prepareSessionPayer = (db: Db) =>
  db
    .select({ user: liveUserColumns, plan: subscriptions.plan })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(
      subscriptions,
      and(eq(subscriptions.userId, sessions.userId), sql`${subscriptions.status} = 'active'`),
    )
    .where(liveSessionWhere())
    .limit(1)
    .prepare('generations_session_payer');

/** The signed-in user of a live session and their active plan, in one statement. */
export function sessionPayerLookup(db: Db): SessionLookup<Payer> {
  let lookup: ReturnType<typeof prepareSessionPayer> | undefined;
  return async (tokenHash, now, idleSince) => {
    lookup ??= prepareSessionPayer(db);
    const [row] = await lookup.execute(liveSessionParams(tokenHash, now, idleSince));
    return row && { user: row.user, read: { plan: row.plan ?? undefined } };
  };
}
