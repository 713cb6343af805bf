import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiEngineMessages } from '../adapters/ai/ai-engine-error.ts';
import { apiPaths, textTokenCost } from '@penwise/contract';
import { fakeTextEngine } from '../adapters/ai/fake-text-engine.ts';
import { payingBuyer } from '../test/factories.ts';
import { parseSse } from '../test/sse.ts';
import { useTestApp } from '../test/test-app.ts';
import { engines } from '../test/test-database.ts';
import {
  eventually,
  expectSettledAndBalanced,
  generationsOf,
  reservationsOf,
  textBody,
  textTool,
} from './fault-kit.ts';

// AI_TIMEOUT is whole seconds; 1 s keeps these tests short.
const timeoutMs = 1_000;

describe.each(engines)('a text engine that falls silent (%s)', (engine) => {
  const engineFake = fakeTextEngine();
  const testApp = useTestApp(engine, { AI_TIMEOUT: '1' }, { textEngine: engineFake });
  let baseUrl = '';
  beforeAll(async () => {
    baseUrl = await testApp().app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => testApp().app.close());

  const stream = (headers: Record<string, string>) =>
    testApp().app.inject({ method: 'POST', url: apiPaths.ai.textStream, headers, payload: textBody });

  it('never answering: ai_timeout after AI_TIMEOUT, the whole reservation refunded', async () => {
    const t = testApp();
    const buyer = await payingBuyer(t, 10_000);
    engineFake.script({ deltas: [], hang: true }, { deltas: [], hang: true });

    const started = performance.now();
    const res = await stream(buyer.headers);
    const elapsed = performance.now() - started;
    // The stream had started (its generation id came first): the timeout is its last event.
    expect(parseSse(res.body).map((event) => event.event)).toEqual(['generation', 'error']);
    expect(parseSse(res.body).at(-1)?.data).toEqual({ error: aiEngineMessages.timeout, code: 'ai_timeout' });
    expect(elapsed).toBeGreaterThanOrEqual(timeoutMs - 50);
    expect(elapsed).toBeLessThan(timeoutMs + 2_000);
    // The engine was told to stop, not left running for nobody.
    expect(engineFake.requests.at(-1)?.signal?.aborted).toBe(true);

    // The JSON route too.
    const plain = await t.app.inject({
      method: 'POST',
      url: apiPaths.ai.text,
      headers: buyer.headers,
      payload: textBody,
    });
    expect(plain.statusCode).toBe(504);

    expect(await buyer.balance()).toBe(10_000);
    expect(await reservationsOf(t, buyer)).toEqual([
      { status: 'refunded', charged: 0 },
      { status: 'refunded', charged: 0 },
    ]);
    expect(await generationsOf(t, buyer)).toEqual([]);
    await expectSettledAndBalanced(t, buyer);
  });

  it('stalling mid-stream: the words so far, then an error event and a closed stream; nothing charged', async () => {
    const t = testApp();
    const buyer = await payingBuyer(t, 10_000);
    engineFake.script({ deltas: ['Stay ', 'hydrated, ', 'sustainably. '], hang: true });

    const res = await stream(buyer.headers);
    // inject resolves only once the response has ended: the stream was closed, not left hanging.
    expect(res.statusCode).toBe(200);
    const events = parseSse(res.body);
    const text = events
      .filter((event) => event.event === 'delta')
      .map((event) => (event.data as { text: string }).text)
      .join('');
    expect(text).toBe('Stay hydrated, sustainably. ');
    expect(events.at(-1)).toMatchObject({
      event: 'error',
      data: { error: aiEngineMessages.timeout, code: 'ai_timeout' },
    });
    expect(events.some((event) => event.event === 'final')).toBe(false);
    expect(engineFake.requests.at(-1)?.signal?.aborted).toBe(true);

    // An engine failure refunds all (DESIGN "Credits"): the user was shown an error, not an answer.
    expect(await buyer.balance()).toBe(10_000);
    expect(await reservationsOf(t, buyer)).toEqual([{ status: 'refunded', charged: 0 }]);
    expect(await generationsOf(t, buyer)).toEqual([]);
    await expectSettledAndBalanced(t, buyer);
  });

  it('a slow engine that keeps talking is not cut off: the limit is silence, not total time', async () => {
    const t = testApp();
    const buyer = await payingBuyer(t, 10_000);
    // Each gap is 60% of the limit; the whole answer takes longer than the limit.
    engineFake.script({
      deltas: ['Slow ', 'but ', 'steady. '],
      deltaIntervalMs: timeoutMs * 0.6,
      completionTokens: 4,
    });
    const res = await stream(buyer.headers);
    const credits = textTokenCost(4);
    expect(parseSse(res.body).at(-1)).toMatchObject({
      event: 'final',
      data: { words: 3, tokens: 4, credits },
    });
    expect(await buyer.balance()).toBe(10_000 - credits);
    await expectSettledAndBalanced(t, buyer);
  });

  it('a client leaving before the first word does not stop it: the silence limit ends it, refunded', async () => {
    const t = testApp();
    const buyer = await payingBuyer(t, 10_000);
    engineFake.script({ deltas: [], hang: true });
    const controller = new AbortController();
    const request = fetch(`${baseUrl}${apiPaths.ai.textStream}`, {
      method: 'POST',
      headers: { ...buyer.headers, 'content-type': 'application/json' },
      body: JSON.stringify(textBody),
      signal: controller.signal,
    }).catch(() => undefined);
    await eventually(async () => (await reservationsOf(t, buyer)).length === 1);
    expect(await buyer.balance()).toBe(10_000 - textTool.maxCost);
    controller.abort();
    await request;
    expect(engineFake.requests.at(-1)?.signal?.aborted).toBe(false);

    await eventually(async () => (await buyer.balance()) === 10_000);
    expect(engineFake.requests.at(-1)?.signal?.aborted).toBe(true);
    expect(await reservationsOf(t, buyer)).toEqual([{ status: 'refunded', charged: 0 }]);
    expect(await generationsOf(t, buyer)).toEqual([]);
    await expectSettledAndBalanced(t, buyer);
  });
});
