import { apiPaths, historyLimits, type ShowHistoryBody } from '@penwise/contract';
import { runAdminCommand } from '../../apps/server/src/cli/admin-commands.ts';
import type { Services } from '../../apps/server/src/composition/composition-root.ts';
import { hashToken } from '../../apps/server/src/modules/auth/tokens.ts';

/** Who is measured, and the cursor of their deepest full history page in this phase. */
export interface Reader {
  token: string;
  userId: string;
  email: string;
  deepCursor: string;
}

/** The heavy user owns 5% of the grown rows; the dormant one stopped after the fresh phase. */
export type Who = 'heavy' | 'dormant';

/** One measured route: its HTTP request (none for the admin CLI) and the service call it makes. */
export interface GrowthCase {
  name: string;
  who: Who;
  /** False for a case the brief did not ask for, whose answer grows: its plan is what to read. */
  judged: boolean;
  http?: { path: string; body: (reader: Reader) => unknown };
  /** What the route does behind the session lookup; answers the list it returns, if any. */
  call: (services: Services, reader: Reader) => Promise<unknown>;
  /** What the route runs, session lookup included, when that is not `authenticate` then `call`. */
  traced?: (services: Services, reader: Reader) => Promise<unknown>;
}

const page = historyLimits.pageDefault;
const sessionIdleMs = 7 * 86_400_000; // SESSION_IDLE_TTL's default, as the measured server runs

/** A show-history request: the route reads the session and has the database write the page in one statement. */
function historyCase(name: string, judged: boolean, body: (reader: Reader) => ShowHistoryBody): GrowthCase {
  return {
    name,
    who: 'heavy',
    judged,
    http: { path: apiPaths.plans.showHistory, body },
    // The items themselves (how many the answer holds), as JavaScript lists them.
    call: (s, r) => s.generation.history.list(r.userId, s.generation.history.pageOf(body(r))),
    traced: (s, r) => {
      const now = new Date();
      const lookup = s.generation.history.sessionAnswer(s.generation.history.pageOf(body(r)));
      return lookup(hashToken(r.token), now, new Date(now.getTime() - sessionIdleMs));
    },
  };
}

export const growthCases: GrowthCase[] = [
  historyCase('show-history, first page', true, () => ({})),
  historyCase('show-history, deep page (2,500 items back)', true, (r) => ({
    before: r.deepCursor,
    limit: page,
  })),
  // The voiceover page lists TTS items only: the filter is not what the index is ordered by.
  historyCase('show-history, voiceovers (type TTS)', false, () => ({ type: 'TTS', limit: page })),
  {
    name: 'show-credits',
    who: 'heavy',
    judged: true,
    http: { path: apiPaths.plans.showCredits, body: () => ({}) },
    call: (s, r) => s.credits.balance(r.userId),
    // The route looks the session up, then reads the balance.
    traced: async (s, r) => {
      await s.auth.authenticate(r.token);
      return s.credits.balance(r.userId);
    },
  },
  ...(['heavy', 'dormant'] as const).map((who) => ({
    name: `affiliate-logs (invoices), ${who} user`,
    who,
    judged: true,
    http: { path: apiPaths.affiliateLogs, body: () => ({}) },
    call: (s: Services, r: Reader) => s.billing.billing.invoices(r.userId),
  })),
  // The CLI's own command over the server's services, timed in this process: starting a process and
  // migrating would hide the query. The dormant user's ledger rows are all older than the million others.
  ...(['heavy', 'dormant'] as const).map((who) => ({
    name: `admin balance <email>, ${who} user`,
    who,
    judged: true,
    call: async (s: Services, r: Reader) => {
      let rows: unknown;
      await runAdminCommand(s.admin, ['balance', r.email], (_line, table) => (rows = table));
      return rows;
    },
  })),
];

/** How many items a case's answer holds (history items, invoices, ledger rows), or '' for a single value. */
export async function answerSize(services: Services, reader: Reader, growthCase: GrowthCase) {
  const answer = await growthCase.call(services, reader);
  return Array.isArray(answer) ? answer.length : '';
}
