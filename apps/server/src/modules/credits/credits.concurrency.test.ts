import fc from 'fast-check';
import { count, lt, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { creditAccounts } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { createTestDatabase, engines } from '../../test/test-database.ts';
import { grantCredits, insertUser } from '../../test/factories.ts';
import { createCreditsService, type CreditsService, type Reservation } from './credits.service.ts';

// PGlite runs one statement at a time, so races can only show on PostgreSQL.
const onPostgres = engines.includes('postgres');

/** Runs `tasks` with at most `limit` in flight at once. */
async function runConcurrently(tasks: (() => Promise<void>)[], limit: number) {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const task = tasks[next];
      next += 1;
      await task?.();
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

const notEnough = (error: unknown) => error instanceof AppError && error.code === 'not_enough_credits';

describe.skipIf(!onPostgres)('credits under concurrency on postgres', () => {
  let database: Database;
  let credits: CreditsService;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    credits = createCreditsService(database.db);
  });
  afterAll(() => database.close());

  it('lets exactly one of 20 simultaneous reservations through when the balance covers one', async () => {
    const { id } = await insertUser(database.db);
    await grantCredits(database.db, credits, id, { x: 600, y: 400 });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => credits.reserve(id, 1000, `race-${id}-${i}`)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused).toHaveLength(19);
    for (const r of refused) expect(notEnough(r.reason)).toBe(true);
    expect(await credits.balance(id)).toEqual({ x: 0, y: 0 });
  });

  it('holds once when one key is reserved 10 times at once', async () => {
    const { id } = await insertUser(database.db);
    await grantCredits(database.db, credits, id, { x: 1000 });
    const reservations = await Promise.all(
      Array.from({ length: 10 }, () => credits.reserve(id, 300, `same-${id}`)),
    );
    expect(new Set(reservations.map((r) => r.id)).size).toBe(1);
    expect(await credits.balance(id)).toEqual({ x: 700, y: 0 });
  });

  it('keeps balances non-negative and equal to the ledger through 1,000 random operations at concurrency 50', async () => {
    const users = await Promise.all(Array.from({ length: 5 }, () => insertUser(database.db)));
    const op = fc.record({
      kind: fc.constantFrom('grantX', 'setY', 'reserve', 'reserve', 'reserve', 'settle', 'refund'),
      user: fc.nat({ max: users.length - 1 }),
      amount: fc.integer({ min: 1, max: 500 }),
      pick: fc.nat(),
    });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1000, maxLength: 1000 }), async (ops) => {
        run += 1;
        const held: Reservation[] = [];
        const tasks = ops.map((o, i) => async () => {
          const userId = users[o.user]?.id ?? '';
          const key = `prop-${run}-${i}`;
          if (o.kind === 'grantX' || o.kind === 'setY') {
            await grantCredits(
              database.db,
              credits,
              userId,
              o.kind === 'grantX' ? { x: o.amount } : { y: o.amount },
            );
          } else if (o.kind === 'reserve') {
            try {
              held.push(await credits.reserve(userId, o.amount, key));
            } catch (error) {
              if (!notEnough(error)) throw error;
            }
          } else if (held.length > 0) {
            const reservation = held[o.pick % held.length];
            if (!reservation) return;
            if (o.kind === 'settle')
              await credits.settle(reservation, o.amount % (reservation.fromX + reservation.fromY + 1));
            else await credits.refund(reservation);
          }
        });
        await runConcurrently(tasks, 50);
        const negative = await database.db
          .select({ n: count() })
          .from(creditAccounts)
          .where(or(lt(creditAccounts.x, 0), lt(creditAccounts.y, 0)));
        expect(negative).toEqual([{ n: 0 }]);
        expect(await credits.ledgerMismatches()).toEqual([]);
      }),
      { numRuns: 3 },
    );
  });

  it('notices a balance that drifted from its ledger', async () => {
    const { id } = await insertUser(database.db);
    await grantCredits(database.db, credits, id, { x: 10 });
    await database.db.execute(sql`update credit_accounts set x = x + 1 where user_id = ${id}`);
    expect(await credits.ledgerMismatches()).toEqual([
      { userId: id, balance: { x: 11, y: 0 }, ledger: { x: 10, y: 0 } },
    ]);
  });
});
