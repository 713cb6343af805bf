import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { generations } from '../../db/schema/index.ts';
import { grantCredits, insertUser } from '../../test/factories.ts';
import { createTestDatabase, engines } from '../../test/test-database.ts';
import { createCreditsService, type CreditsService } from '../credits/credits.service.ts';
import { generationBillingRepository } from './generation-billing.repository.ts';
import { generationsRepository } from './generations.repository.ts';

const instanceId = '00000000-0000-4000-8000-000000000001';

// The hold and the row in one statement each: money moves only together with the row it pays for.
describe.each(engines)('a generation written and ended with its hold (%s)', (engine) => {
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

  const row = () => ({
    userId,
    type: 'GenText' as const,
    engine: 'demo',
    input: { prompt: 'tea', save_data: { tool: 'blog-ideas' } },
    reservationId: null,
    instanceId,
  });

  it('holds the full amount y first and writes the running row it answers, as stored', async () => {
    await grantCredits(database.db, credits, userId, { x: 500, y: 100 });
    const billing = generationBillingRepository(database.db);
    const written = await billing.holdAndInsertRunning({ userId, cost: 300, key: 'one-1' }, row());
    expect(written?.reservation).toMatchObject({ fromY: 100, fromX: 200, status: 'held' });
    expect(await credits.balance(userId)).toEqual({ x: 300, y: 0 });
    const stored = await generationsRepository(database.db).findOwned(userId, written?.record.id ?? '');
    expect(written?.record).toEqual(stored);
    expect(stored).toMatchObject({ status: 'running', reservationId: written?.reservation.id, instanceId });
    expect(await credits.ledgerMismatches()).toEqual([]);
  });

  it('writes nothing when the balance is short of the full amount', async () => {
    await grantCredits(database.db, credits, userId, { x: 299 });
    const billing = generationBillingRepository(database.db);
    expect(await billing.holdAndInsertRunning({ userId, cost: 300, key: 'one-2' }, row())).toBeUndefined();
    expect(await credits.balance(userId)).toEqual({ x: 299, y: 0 });
    expect(await database.db.select().from(generations).where(eq(generations.userId, userId))).toEqual([]);
  });

  it('settles and ends together, once: a second end changes neither the row nor the money', async () => {
    await grantCredits(database.db, credits, userId, { x: 500 });
    const billing = generationBillingRepository(database.db);
    const written = await billing.holdAndInsertRunning({ userId, cost: 300, key: 'one-3' }, row());
    if (!written) throw new Error('not written');
    const { id } = written.record;
    const settlement = { reservationId: written.reservation.id, status: 'settled' as const, charged: 120 };
    const end = {
      status: 'succeeded' as const,
      result: 'Tea.',
      creditsCharged: 120,
      tokens: 40,
      eventSeq: 3,
    };
    expect(await billing.settleAndEnd(id, settlement, end)).toBe(true);
    expect(await credits.balance(userId)).toEqual({ x: 380, y: 0 });
    expect(await billing.settleAndEnd(id, { ...settlement, charged: 0 }, { ...end, result: 'No' })).toBe(
      false,
    );
    expect(await credits.balance(userId)).toEqual({ x: 380, y: 0 });
    const stored = await generationsRepository(database.db).findOwned(userId, id);
    expect(stored).toMatchObject({ status: 'succeeded', result: 'Tea.', creditsCharged: 120, tokens: 40 });
    expect(await credits.ledgerMismatches()).toEqual([]);
  });

  it('leaves the hold alone when the generation had already ended (the recovery’s outcome stands)', async () => {
    await grantCredits(database.db, credits, userId, { x: 500 });
    const billing = generationBillingRepository(database.db);
    const written = await billing.holdAndInsertRunning({ userId, cost: 300, key: 'one-4' }, row());
    if (!written) throw new Error('not written');
    const repo = generationsRepository(database.db);
    await repo.end(database.db, written.record.id, {
      status: 'failed',
      result: null,
      creditsCharged: 0,
      eventSeq: 1,
    });
    const settlement = { reservationId: written.reservation.id, status: 'settled' as const, charged: 100 };
    const end = { status: 'succeeded' as const, result: 'late', creditsCharged: 100, eventSeq: 2 };
    expect(await billing.settleAndEnd(written.record.id, settlement, end)).toBe(false);
    // Still held: the recovery, not this late end, settles it.
    expect(await credits.findReservation(written.reservation.id)).toMatchObject({ status: 'held' });
    expect(await credits.balance(userId)).toEqual({ x: 200, y: 0 });
  });
  // The statements are built once and reused: each run must carry its own values, nulls and JSON included.
  it('refunds a failed end with its error and no text, and writes meta and media as given', async () => {
    await grantCredits(database.db, credits, userId, { x: 500, y: 50 });
    const billing = generationBillingRepository(database.db);
    const repo = generationsRepository(database.db);
    const first = await billing.holdAndInsertRunning({ userId, cost: 100, key: 'one-5' }, row());
    const media = { ...row(), type: 'TTImage' as const, meta: { size: '1024x1024' } };
    const second = await billing.holdAndInsertRunning({ userId, cost: 200, key: 'one-6' }, media);
    if (!first || !second) throw new Error('not written');
    expect(second.reservation).toMatchObject({ fromY: 0, fromX: 200 });
    const error = { error: 'ai_unavailable', message: 'The engine failed.' };
    const failed = { status: 'failed' as const, result: null, creditsCharged: 0, error, eventSeq: 2 };
    const refund = { reservationId: first.reservation.id, status: 'refunded' as const, charged: 0 };
    expect(await billing.settleAndEnd(first.record.id, refund, failed)).toBe(true);
    const settle = { reservationId: second.reservation.id, status: 'settled' as const, charged: 150 };
    const done = { status: 'succeeded' as const, result: null, creditsCharged: 150, eventSeq: 1 };
    expect(await billing.settleAndEnd(second.record.id, settle, done)).toBe(true);
    expect(await repo.findOwned(userId, first.record.id)).toMatchObject({
      status: 'failed',
      result: null,
      error,
    });
    expect(await repo.findOwned(userId, second.record.id)).toMatchObject({
      type: 'TTImage',
      meta: { size: '1024x1024' },
      creditsCharged: 150,
      error: null,
    });
    // The refund gives y back as y; the settlement returns the 50 not charged to x.
    expect(await credits.balance(userId)).toEqual({ x: 350, y: 50 });
    expect(await credits.ledgerMismatches()).toEqual([]);
  });
});
