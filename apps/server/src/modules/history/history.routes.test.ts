import { describe, expect, it } from 'vitest';
import { apiPaths, HistoryAnswer } from '@penwise/contract';
import { newBuyer, type Buyer } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { engines } from '../../test/test-database.ts';
import { createHistoryService } from './history.service.ts';

describe.each(engines)('POST /api/plans/show-history (%s)', (engine) => {
  const testApp = useTestApp(engine);

  async function show(buyer: Buyer | undefined, payload: object = {}) {
    return testApp().app.inject({
      method: 'POST',
      url: apiPaths.plans.showHistory,
      headers: buyer?.headers ?? {},
      payload,
    });
  }

  async function buyerWithItems(count: number) {
    const t = testApp();
    const buyer = await newBuyer(t);
    const history = createHistoryService(t.database, { remove: () => Promise.resolve(true) });
    for (let i = 0; i < count; i += 1) {
      await history.record({
        userId: buyer.id,
        type: 'TTS',
        input: `text ${String(i)}`,
        result: null,
        creditsCharged: i,
        engine: 'demo',
      });
    }
    return buyer;
  }

  it('lists the user’s items newest first and pages back with before', async () => {
    const buyer = await buyerWithItems(5);
    const first = HistoryAnswer.parse((await show(buyer, { limit: 3 })).json()).success;
    expect(first.map((item) => item.input)).toEqual(['text 4', 'text 3', 'text 2']);
    const rest = HistoryAnswer.parse((await show(buyer, { limit: 3, before: first[2]?.id })).json()).success;
    expect(rest.map((item) => item.input)).toEqual(['text 1', 'text 0']);
    expect(rest[0]).toMatchObject({ type: 'TTS', credits: 1 });
    expect(Number.isNaN(Date.parse(rest[0]?.date ?? ''))).toBe(false);
  });

  it('shows nobody else’s items, not even through another user’s cursor', async () => {
    const owner = await buyerWithItems(2);
    const other = await buyerWithItems(0);
    const ownerFirst = HistoryAnswer.parse((await show(owner)).json()).success[0];
    expect(HistoryAnswer.parse((await show(other)).json()).success).toEqual([]);
    const probe = await show(other, { before: ownerFirst?.id });
    expect(HistoryAnswer.parse(probe.json()).success).toEqual([]);
  });

  it('answers an empty list for a new user, 401 without a session and 400 for a bad cursor', async () => {
    const buyer = await buyerWithItems(0);
    expect((await show(buyer)).json()).toEqual({ success: [] });
    expect((await show(undefined)).statusCode).toBe(401);
    const bad = await show(buyer, { before: "1' or '1'='1" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_failed', field: 'before' });
    expect((await show(buyer, { limit: 1000 })).statusCode).toBe(400);
  });
});
