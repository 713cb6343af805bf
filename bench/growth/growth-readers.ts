import { historyLimits } from '@penwise/contract';
import type { SqlConnection } from '../../apps/server/src/db/client.ts';
import type { Reader, Who } from './growth-cases.ts';

export type Readers = Record<Who, Reader>;

// The deep page starts this many items back (or at the last full page of a shorter history).
const deepOffset = 2_500;

/** The id of the account with this e-mail. */
export async function userIdOf(sql: SqlConnection, email: string): Promise<string> {
  const { rows } = await sql.executeSql('select id from users where email = $1', [email]);
  return (rows[0] as { id: string }).id;
}

/** Row counts of the tables the measured routes read. */
export async function tableSizes(sql: SqlConnection): Promise<Record<string, number>> {
  const tables = ['users', 'sessions', 'credit_accounts', 'credit_ledger', 'generations', 'invoices'];
  const counts = await Promise.all(
    tables.map(async (table) => {
      const { rows } = await sql.executeSql(`select count(*)::int as n from ${table}`);
      return [table, (rows[0] as { n: number }).n] as const;
    }),
  );
  return Object.fromEntries(counts);
}

/** The measured user's item `offset` places from the newest: the cursor of a deep page. */
async function historyCursor(sql: SqlConnection, userId: string, offset: number): Promise<string> {
  const { rows } = await sql.executeSql(
    'select id from generations where user_id = $1 order by seq desc offset $2 limit 1',
    [userId, offset],
  );
  const row = rows[0] as { id: string } | undefined;
  if (!row) throw new Error(`the measured user has no history item at offset ${String(offset)}`);
  return row.id;
}

/** How many history items the user has. */
async function historyCount(sql: SqlConnection, userId: string): Promise<number> {
  const { rows } = await sql.executeSql('select count(*)::int as n from generations where user_id = $1', [
    userId,
  ]);
  return (rows[0] as { n: number }).n;
}

async function readerIn(sql: SqlConnection, token: string, email: string): Promise<Reader> {
  const userId = await userIdOf(sql, email);
  const count = await historyCount(sql, userId);
  const offset = Math.max(0, Math.min(count - historyLimits.pageDefault - 1, deepOffset));
  return { token, userId, email, deepCursor: await historyCursor(sql, userId, offset) };
}

/** Both readers as the routes see them now: their ids and this phase's deep-page cursor. */
export async function readersIn(
  sql: SqlConnection,
  accounts: Record<Who, { token: string; email: string }>,
): Promise<Readers> {
  return {
    heavy: await readerIn(sql, accounts.heavy.token, accounts.heavy.email),
    dormant: await readerIn(sql, accounts.dormant.token, accounts.dormant.email),
  };
}
