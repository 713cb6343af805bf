import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, textTokenCost, type HistoryAnswer } from '@penwise/contract';
import { fakeTextEngine } from '../../adapters/ai/fake-text-engine.ts';
import { countTokens } from '../../adapters/ai/token-count.ts';
import { grantCredits, newBuyer, type Buyer } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { streamThenLeave } from '../../test/sse.ts';
import { engines } from '../../test/test-database.ts';
import { createCreditsService } from '../credits/credits.service.ts';

const body = { tool_data: 'blog-ideas', content: 'Composting in small flats' };

describe.each(engines)('a client that leaves mid-stream (%s)', (engine) => {
  const engineFake = fakeTextEngine();
  const testApp = useTestApp(engine, {}, { textEngine: engineFake });
  let baseUrl = '';
  beforeAll(async () => {
    baseUrl = await testApp().app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => testApp().app.close());

  async function balanceOf(buyer: Buyer) {
    const { x, y } = await createCreditsService(testApp().database.db).balance(buyer.id);
    return x + y;
  }

  it('is charged for the tokens it was delivered, and the partial text is in its history', async () => {
    const t = testApp();
    const buyer = await newBuyer(t);
    await grantCredits(t.database.db, createCreditsService(t.database.db), buyer.id, { x: 10_000 });
    // Chinese, so a count of words (1) would not be a count of tokens.
    engineFake.script({ deltas: ['1. 水槽下的', '蚯蚓堆肥', '箱\n'], hang: true });
    const charged = textTokenCost(await countTokens('1. 水槽下的蚯蚓堆肥箱\n'));

    const received = await streamThenLeave(baseUrl, buyer, body, '箱');
    expect(received).toContain('箱');

    // The server settles once it notices the closed connection.
    for (let i = 0; i < 100 && (await balanceOf(buyer)) !== 10_000 - charged; i += 1) await sleep(20);
    expect(await balanceOf(buyer)).toBe(10_000 - charged);
    expect(engineFake.requests.at(-1)?.signal?.aborted).toBe(true);

    const history = await t.app.inject({
      method: 'POST',
      url: apiPaths.plans.showHistory,
      headers: buyer.headers,
      payload: {},
    });
    expect(history.json<HistoryAnswer>().success[0]).toMatchObject({
      result: '1. 水槽下的蚯蚓堆肥箱\n',
      credits: charged,
    });
    expect(await createCreditsService(t.database.db).ledgerMismatches()).toEqual([]);
  });
});
