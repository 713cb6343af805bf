import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestDatabase, engines } from '../../test/test-database.ts';
import { grantCredits, insertUser } from '../../test/factories.ts';
import { createCreditsService, type CreditsService } from './credits.service.ts';

describe.each(engines)('credits service on %s', (engine) => {
  let database: Database;
  let credits: CreditsService;
  let userId: string;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    credits = createCreditsService(database.db);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    userId = (await insertUser(database.db)).id;
  });

  it('starts every user at zero', async () => {
    expect(await credits.balance(userId)).toEqual({ x: 0, y: 0 });
  });

  it('spends subscription credits (y) before pack credits (x)', async () => {
    await grantCredits(database.db, credits, userId, { x: 100, y: 30 });
    const reservation = await credits.reserve(userId, 50, 'gen-1');
    expect(reservation).toMatchObject({ fromY: 30, fromX: 20 });
    expect(await credits.balance(userId)).toEqual({ x: 80, y: 0 });
  });

  it('settles the real cost and returns the rest to x first', async () => {
    await grantCredits(database.db, credits, userId, { x: 100, y: 30 });
    const reservation = await credits.reserve(userId, 50, 'gen-2');
    expect(await credits.settle(reservation, 25)).toBe(true);
    // 25 spent = 25 of the 30 y; the 20 taken from x and 5 of y come back.
    expect(await credits.balance(userId)).toEqual({ x: 100, y: 5 });
    expect(await credits.settle(reservation, 0)).toBe(false);
    expect(await credits.refund(reservation)).toBe(false);
    expect(await credits.balance(userId)).toEqual({ x: 100, y: 5 });
  });

  it('never charges more than it held', async () => {
    await grantCredits(database.db, credits, userId, { x: 100 });
    const reservation = await credits.reserve(userId, 40, 'gen-3');
    await credits.settle(reservation, 1_000);
    expect(await credits.balance(userId)).toEqual({ x: 60, y: 0 });
  });

  it('refunds everything when the engine fails', async () => {
    await grantCredits(database.db, credits, userId, { x: 10, y: 10 });
    const reservation = await credits.reserve(userId, 15, 'gen-4');
    expect(await credits.refund(reservation)).toBe(true);
    expect(await credits.balance(userId)).toEqual({ x: 10, y: 10 });
  });

  it('refuses with 402 when the balance is short and changes nothing', async () => {
    await grantCredits(database.db, credits, userId, { x: 5, y: 4 });
    await expect(credits.reserve(userId, 10, 'gen-5')).rejects.toMatchObject({
      status: 402,
      code: 'not_enough_credits',
      message: 'You do not have enough credits.',
    });
    expect(await credits.balance(userId)).toEqual({ x: 5, y: 4 });
  });

  it('answers a repeated reservation key with the same reservation, holding once', async () => {
    await grantCredits(database.db, credits, userId, { x: 100 });
    const first = await credits.reserve(userId, 30, 'gen-6');
    const again = await credits.reserve(userId, 30, 'gen-6');
    expect(again.id).toBe(first.id);
    expect(await credits.balance(userId)).toEqual({ x: 70, y: 0 });
  });

  it('answers a retried key with its reservation even when the balance could no longer cover it', async () => {
    await grantCredits(database.db, credits, userId, { x: 40 });
    const first = await credits.reserve(userId, 30, 'gen-7');
    await credits.settle(first, 30);
    const again = await credits.reserve(userId, 30, 'gen-7');
    expect(again.id).toBe(first.id);
    expect(await credits.balance(userId)).toEqual({ x: 10, y: 0 });
  });

  it('refunds reservations abandoned by a crashed call, and only those', async () => {
    await grantCredits(database.db, credits, userId, { x: 100 });
    const held = await credits.reserve(userId, 60, `crashed-${userId}`);
    await credits.refundAbandoned(new Date(Date.now() - 30 * 60_000));
    expect(await credits.balance(userId)).toEqual({ x: 40, y: 0 });
    expect(await credits.refundAbandoned(new Date(Date.now() + 60_000))).toBeGreaterThanOrEqual(1);
    expect(await credits.balance(userId)).toEqual({ x: 100, y: 0 });
    // A late settle of the refunded reservation changes nothing.
    expect(await credits.settle(held, 60)).toBe(false);
    expect(await credits.ledgerMismatches()).toEqual([]);
  });

  it('sets subscription credits without carrying the old ones over', async () => {
    await grantCredits(database.db, credits, userId, { y: 500 });
    await grantCredits(database.db, credits, userId, { y: 200 });
    expect(await credits.balance(userId)).toEqual({ x: 0, y: 200 });
  });

  it('applies a grant key once', async () => {
    const grant = { userId, credits: 100, reason: 'purchase', idempotencyKey: 'checkout:cs_1' };
    expect(await database.db.transaction((tx) => credits.grantPackCredits(tx, grant))).toBe(true);
    expect(await database.db.transaction((tx) => credits.grantPackCredits(tx, grant))).toBe(false);
    expect(await credits.balance(userId)).toEqual({ x: 100, y: 0 });
  });

  it('claws back what it can and records the shortfall', async () => {
    await grantCredits(database.db, credits, userId, { x: 100, y: 20 });
    const grant = {
      userId,
      credits: 150,
      reason: 'refund',
      idempotencyKey: 'refund:ch_1',
      from: 'x' as const,
    };
    expect(await database.db.transaction((tx) => credits.clawBack(tx, grant))).toEqual({
      taken: 120,
      shortfall: 30,
    });
    expect(await database.db.transaction((tx) => credits.clawBack(tx, grant))).toBeUndefined();
    expect(await credits.balance(userId)).toEqual({ x: 0, y: 0 });
  });

  it('keeps every balance equal to the sum of its ledger', async () => {
    expect(await credits.ledgerMismatches()).toEqual([]);
  });
});
