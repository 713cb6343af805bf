import { eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { users } from './schema/index.ts';

/**
 * Locks a user's row until the transaction ends, so one user's counted inserts and billing changes run
 * one after another on every app instance; false when the user is gone. NO KEY UPDATE, not UPDATE:
 * inserts elsewhere that reference the user (ledger rows, sessions) take key-share locks and go on.
 */
export async function lockUserRow(tx: Db, userId: string): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  return rows.length > 0;
}
