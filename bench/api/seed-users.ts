import { buyer, signup } from '../../scripts/api-seed.ts';
import { benchPassword, generateHistory, inParallel, type Credentials } from './seed.ts';

const historyItems = 50;

/** The accounts one engine's run needs. */
export interface BenchUsers {
  /** Holds a credit pack and `historyItems` history items: show-credits and show-history. */
  reader: string;
  /** Accounts the login run cycles through (only valid logins, so no per-email throttle). */
  logins: Credentials[];
  /** One credit-holding account per connection for the text streams. */
  streamers: string[];
}

/** Creates the accounts through the API; `connections` sets how many login and stream accounts. */
export async function seedUsers(base: string, connections: number): Promise<BenchUsers> {
  const reader = (await buyer(base, 'reader', benchPassword)).token;
  await generateHistory(base, reader, historyItems);
  const logins = await inParallel(2 * connections, 4, (i) =>
    signup(base, `login${String(i)}`, benchPassword),
  );
  const streamers = await inParallel(
    connections,
    4,
    async (i) => (await buyer(base, `stream${String(i)}`, benchPassword)).token,
  );
  return { reader, logins, streamers };
}
