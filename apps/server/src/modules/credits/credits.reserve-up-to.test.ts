import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestDatabase, engines } from '../../test/test-database.ts';
import { grantCredits, insertUser } from '../../test/factories.ts';
import { createCreditsService, type CreditsService } from './credits.service.ts';

describe.each(engines)('holding what the balance has, up to a cap (%s)', (engine) => {
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

  it('holds the cap when the balance covers it, y first', async () => {
    await grantCredits(database.db, credits, userId, { x: 500, y: 100 });
    const held = await credits.reserveUpTo(userId, { min: 50, max: 300 }, 'up-1');
    expect(held).toMatchObject({ fromY: 100, fromX: 200 });
    expect(await credits.balance(userId)).toEqual({ x: 300, y: 0 });
  });

  it('holds everything there is when it is less than the cap but at least the minimum', async () => {
    await grantCredits(database.db, credits, userId, { x: 120, y: 80 });
    const held = await credits.reserveUpTo(userId, { min: 50, max: 300 }, 'up-2');
    expect(held).toMatchObject({ fromY: 80, fromX: 120 });
    expect(await credits.balance(userId)).toEqual({ x: 0, y: 0 });
    expect(await credits.settle(held, 150)).toBe(true);
    expect(await credits.balance(userId)).toEqual({ x: 50, y: 0 });
    expect(await credits.ledgerMismatches()).toEqual([]);
  });

  it('refuses with 402 and changes nothing below the minimum', async () => {
    await grantCredits(database.db, credits, userId, { x: 49 });
    await expect(credits.reserveUpTo(userId, { min: 50, max: 300 }, 'up-3')).rejects.toMatchObject({
      status: 402,
    });
    expect(await credits.balance(userId)).toEqual({ x: 49, y: 0 });
  });

  it('takes pack credits alone when asked to, leaving subscription credits untouched', async () => {
    await grantCredits(database.db, credits, userId, { x: 100, y: 1000 });
    const held = await credits.reserveUpTo(userId, { min: 50, max: 300, packOnly: true }, 'up-4');
    expect(held).toMatchObject({ fromY: 0, fromX: 100 });
    expect(await credits.balance(userId)).toEqual({ x: 0, y: 1000 });
    await expect(
      credits.reserveUpTo(userId, { min: 50, max: 300, packOnly: true }, 'up-5'),
    ).rejects.toMatchObject({ status: 402 });
  });

  it('answers the same reservation for a retried key, holding once', async () => {
    await grantCredits(database.db, credits, userId, { x: 200 });
    const first = await credits.reserveUpTo(userId, { min: 50, max: 150 }, 'up-6');
    const again = await credits.reserveUpTo(userId, { min: 50, max: 150 }, 'up-6');
    expect(again.id).toBe(first.id);
    expect(await credits.balance(userId)).toEqual({ x: 50, y: 0 });
  });
});
