import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutCompleted, invoicePaid } from '../adapters/payments/stripe-event-fixtures.ts';
import {
  checkoutOn,
  creditsOn,
  deliverTo,
  invoicesOn,
  loginOn,
  signupOn,
  verifyOn,
  type HttpUser,
} from './http-kit.ts';
import { postgresAdminUrl, startServerBacking, type ServerBacking } from './server-backing.ts';
import { startServer, type ServerProcess } from '../test/server-process.ts';

const adminUrl = postgresAdminUrl('webhook-crash.test.ts');

/** Polls `query` on `client` until its first row's `n` is `expected` (up to 10 s). */
async function waitForCount(client: pg.Client, query: string, params: unknown[], expected: number) {
  let n = -1;
  for (let tries = 0; tries < 200 && n !== expected; tries += 1) {
    if (tries) await sleep(50);
    n = (await client.query<{ n: number }>(query, params)).rows[0]?.n ?? -1;
  }
  expect(n).toBe(expected);
}

// Two real server processes on one scratch PostgreSQL database: the first dies mid-fulfilment.
describe.skipIf(!adminUrl)('the server killed while it fulfils a Stripe webhook', () => {
  let backing: ServerBacking;
  let server: ServerProcess;
  let observer: pg.Client;

  beforeAll(async () => {
    backing = await startServerBacking(adminUrl ?? '', 'crash');
    server = await startServer(backing.env);
    observer = new pg.Client({ connectionString: backing.scratch.url });
    await observer.connect();
  });
  afterAll(async () => {
    await server.kill('SIGTERM');
    await observer.end();
    await backing.close();
  });

  /** The event Stripe sends for `product` once paid: the checkout for a pack, the first invoice for a plan. */
  async function paidEvent(user: HttpUser, product: string) {
    const sessionId = await checkoutOn(server.url, user, product);
    const paid = backing.fake.complete(sessionId, { start: new Date(), days: 30 });
    if (!paid.subscription) return { sessionId, event: checkoutCompleted(paid.session) };
    const event = invoicePaid({
      invoice: paid.invoice,
      subscription: paid.subscription.id,
      amountPaid: 4999,
      period: paid.period,
      metadata: paid.session.metadata as Record<string, string>,
      billingReason: 'subscription_create',
    });
    return { sessionId, event };
  }

  it.each([
    ['checkout.session.completed for a pack', 'Bronze Pack', { x: 200_000, y: 0 }],
    ['invoice.paid for a new plan', 'Premium Plan', { x: 0, y: 400_000 }],
  ])('grants %s exactly once when Stripe retries it on a new process', async (_name, product, granted) => {
    const user = await loginOn(server.url, await signupOn(server.url));
    const { rows } = await observer.query<{ id: string }>('select id from users where email = $1', [
      user.email,
    ]);
    const userId = rows[0]?.id ?? '';
    const { sessionId, event } = await paidEvent(user, product);

    // Hold the user's row so the fulfilment transaction blocks inside, after recording the event id.
    const locker = new pg.Client({ connectionString: backing.scratch.url });
    await locker.connect();
    await locker.query('begin');
    await locker.query('select id from users where id = $1 for update', [userId]);
    const firstDelivery = deliverTo(server.url, event);
    const waiting = `select count(*)::int as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`;
    await waitForCount(observer, waiting, [], 1);

    await server.kill('SIGKILL');
    expect(await firstDelivery).toBe(0); // Stripe saw no answer: it will retry.
    await locker.query('rollback');
    await locker.end();

    // The dead process's transaction rolls back once PostgreSQL notices: nothing of it stays.
    const openTransactions = `select count(*)::int as n from pg_stat_activity
      where datname = current_database() and xact_start is not null and pid <> pg_backend_pid()`;
    await waitForCount(observer, openTransactions, [], 0);
    const applied = 'select count(*)::int as n from payment_events where event_id = $1';
    await waitForCount(observer, applied, [(event as { id: string }).id], 0);
    await waitForCount(
      observer,
      'select count(*)::int as n from credit_ledger where user_id = $1',
      [userId],
      0,
    );

    server = await startServer(backing.env);
    expect(await deliverTo(server.url, event)).toBe(200);
    expect(await creditsOn(server.url, user)).toEqual(granted);
    expect(await invoicesOn(server.url, user)).toHaveLength(1);

    // Stripe may deliver again, and the buyer's success page verifies the session: both change nothing.
    expect(await deliverTo(server.url, event)).toBe(200);
    expect(await verifyOn(server.url, sessionId)).toBe(200);
    expect(await creditsOn(server.url, user)).toEqual(granted);
    expect(await invoicesOn(server.url, user)).toHaveLength(1);
    await waitForCount(
      observer,
      'select count(*)::int as n from credit_ledger where user_id = $1',
      [userId],
      1,
    );
    const mismatches = `select count(*)::int as n from credit_accounts a
      where a.x <> (select coalesce(sum(delta_x), 0) from credit_ledger l where l.user_id = a.user_id)
         or a.y <> (select coalesce(sum(delta_y), 0) from credit_ledger l where l.user_id = a.user_id)`;
    await waitForCount(observer, mismatches, [], 0);
  });
});
