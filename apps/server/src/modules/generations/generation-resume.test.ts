import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, GenerationAnswer, HistoryAnswer, TextStreamFinal, textTokenCost } from '@penwise/contract';
import { fakeTextEngine } from '../../adapters/ai/fake-text-engine.ts';
import { countTokens } from '../../adapters/ai/token-count.ts';
import { grantCredits, newBuyer, type Buyer } from '../../test/factories.ts';
import { readSse, textOfEvents, type ParsedEvent } from '../../test/sse.ts';
import { useTestApp } from '../../test/test-app.ts';
import { engines } from '../../test/test-database.ts';
import { createCreditsService } from '../credits/credits.service.ts';
import { watchLimits } from './generation-watch.service.ts';

const body = { tool_data: 'blog-ideas', content: 'Composting in small flats' };
const hasText = (text: string) => (events: ParsedEvent[]) => textOfEvents(events).includes(text);

/** A promise the test resolves when the fake model should go on. */
function later<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe.each(engines)('a generation outlives its request (%s)', (engine) => {
  const engineFake = fakeTextEngine();
  const testApp = useTestApp(engine, {}, { textEngine: engineFake });
  let baseUrl = '';
  beforeAll(async () => {
    baseUrl = await testApp().app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => testApp().app.close());

  async function buyerWith(credits: number) {
    const t = testApp();
    const buyer = await newBuyer(t);
    await grantCredits(t.database.db, createCreditsService(t.database.db), buyer.id, { x: credits });
    return buyer;
  }
  const balanceOf = async (buyer: Buyer) => {
    const { x, y } = await createCreditsService(testApp().database.db).balance(buyer.id);
    return x + y;
  };
  const json = { 'content-type': 'application/json' };
  const start = (buyer: Buyer, stopWhen: (events: ParsedEvent[]) => boolean) =>
    readSse(
      `${baseUrl}${apiPaths.ai.textStream}`,
      { method: 'POST', headers: { ...buyer.headers, ...json }, body: JSON.stringify(body) },
      stopWhen,
    );
  const follow = (buyer: Buyer, id: string, lastEventId?: number) =>
    readSse(`${baseUrl}${apiPaths.ai.generationEvents(id)}`, {
      headers: {
        ...buyer.headers,
        ...(lastEventId === undefined ? {} : { 'last-event-id': String(lastEventId) }),
      },
    });
  const getGeneration = async (buyer: Buyer, id: string) => {
    const res = await fetch(`${baseUrl}${apiPaths.ai.generation(id)}`, { headers: buyer.headers });
    return { status: res.status, body: await res.json() };
  };
  const idOf = (events: ParsedEvent[]) => {
    const first = events[0];
    expect(first?.event).toBe('generation');
    return (first?.data as { id: string }).id;
  };

  it('keeps writing after the client leaves; resuming from the last id misses and repeats nothing', async () => {
    const buyer = await buyerWith(10_000);
    const more = later<string[]>();
    engineFake.script({ deltas: ['1. 水槽下的', '蚯蚓堆肥', '箱\n'], more: more.promise });
    const first = await start(buyer, hasText('箱'));
    const id = idOf(first.events);
    const ids = first.events.map((e) => e.id);
    expect(ids).toEqual(ids.map((_, i) => i + 1));

    // Gone for a while: the generation still runs, its credits still held, its engine not stopped.
    const running = GenerationAnswer.parse((await getGeneration(buyer, id)).body).success;
    expect(running).toMatchObject({ id, type: 'GenText', status: 'running', credits: 0 });
    expect(engineFake.requests.at(-1)?.signal?.aborted).toBe(false);

    more.resolve(['2. 阳台', '上的堆肥桶']);
    const lastSeen = first.events.at(-1)?.id ?? 0;
    const rest = await follow(buyer, id, lastSeen);
    expect(rest.status).toBe(200);
    expect(rest.events.every((e) => e.id > lastSeen)).toBe(true);
    const whole = '1. 水槽下的蚯蚓堆肥箱\n2. 阳台上的堆肥桶';
    expect(textOfEvents(first.events) + textOfEvents(rest.events)).toBe(whole);
    const final = TextStreamFinal.parse(rest.events.at(-1)?.data);
    const charged = textTokenCost(await countTokens(whole));
    expect(final).toMatchObject({ text: whole, credits: charged, historyId: id });
    expect(await balanceOf(buyer)).toBe(10_000 - charged);

    // A second tab, later: everything from the start, the same text, the same end; charged once.
    const again = await follow(buyer, id);
    expect(idOf(again.events)).toBe(id);
    expect(textOfEvents(again.events)).toBe(whole);
    expect(again.events.at(-1)?.event).toBe('final');
    expect(await balanceOf(buyer)).toBe(10_000 - charged);
    expect(GenerationAnswer.parse((await getGeneration(buyer, id)).body).success).toMatchObject({
      status: 'succeeded',
      text: whole,
      credits: charged,
    });
    expect(await createCreditsService(testApp().database.db).ledgerMismatches()).toEqual([]);
  });

  it('stops on Stop, from another connection: charged for what it wrote, listed as stopped', async () => {
    const buyer = await buyerWith(10_000);
    engineFake.script({ deltas: ['Worm bins ', 'fit under ', 'a sink.'], hang: true });
    const first = await start(buyer, hasText('a sink.'));
    const id = idOf(first.events);
    const watching = follow(buyer, id);
    const stop = await fetch(`${baseUrl}${apiPaths.ai.generationStop(id)}`, {
      method: 'POST',
      headers: buyer.headers,
    });
    expect(stop.status).toBe(200);
    const watched = await watching;
    const final = TextStreamFinal.parse(watched.events.at(-1)?.data);
    const charged = textTokenCost(await countTokens('Worm bins fit under a sink.'));
    expect(final).toMatchObject({ text: 'Worm bins fit under a sink.', stopped: true, credits: charged });
    expect(engineFake.requests.at(-1)?.signal?.aborted).toBe(true);
    expect(await balanceOf(buyer)).toBe(10_000 - charged);
    const history = await fetch(`${baseUrl}${apiPaths.plans.showHistory}`, {
      method: 'POST',
      headers: { ...buyer.headers, ...json },
      body: '{}',
    });
    expect(HistoryAnswer.parse(await history.json()).success[0]).toMatchObject({
      id,
      status: 'stopped',
      credits: charged,
    });
    // Stopping an ended generation changes nothing.
    const twice = await fetch(`${baseUrl}${apiPaths.ai.generationStop(id)}`, {
      method: 'POST',
      headers: buyer.headers,
    });
    expect(twice.status).toBe(200);
    expect(await balanceOf(buyer)).toBe(10_000 - charged);
  });

  it('lists a running generation in history, refuses to delete it, and shows it to nobody else', async () => {
    const buyer = await buyerWith(10_000);
    const stranger = await buyerWith(10_000);
    engineFake.script({ deltas: ['Half a thought'], hang: true });
    const id = idOf((await start(buyer, hasText('Half'))).events);
    const list = await fetch(`${baseUrl}${apiPaths.plans.showHistory}`, {
      method: 'POST',
      headers: { ...buyer.headers, ...json },
      body: JSON.stringify({ type: 'GenText' }),
    });
    expect(HistoryAnswer.parse(await list.json()).success[0]).toMatchObject({ id, status: 'running' });
    const remove = await fetch(`${baseUrl}${apiPaths.plans.deleteHistory}`, {
      method: 'POST',
      headers: { ...buyer.headers, ...json },
      body: JSON.stringify({ id }),
    });
    expect(remove.status).toBe(409);

    expect((await getGeneration(stranger, id)).status).toBe(404);
    expect((await follow(stranger, id)).status).toBe(404);
    const strangerStop = await fetch(`${baseUrl}${apiPaths.ai.generationStop(id)}`, {
      method: 'POST',
      headers: stranger.headers,
    });
    expect(strangerStop.status).toBe(404);
    expect(GenerationAnswer.parse((await getGeneration(buyer, id)).body).success.status).toBe('running');
    await fetch(`${baseUrl}${apiPaths.ai.generationStop(id)}`, { method: 'POST', headers: buyer.headers });
    const ended = await follow(buyer, id);
    expect(ended.events.at(-1)?.event).toBe('final');
  });

  it('lets one user follow a bounded number of generations at once (429 beyond), and frees a place when one closes', async () => {
    const buyer = await buyerWith(10_000);
    engineFake.script({ deltas: ['Held open'], hang: true });
    const id = idOf((await start(buyer, hasText('Held'))).events);
    const open = async () => {
      const controller = new AbortController();
      const res = await fetch(`${baseUrl}${apiPaths.ai.generationEvents(id)}`, {
        headers: buyer.headers,
        signal: controller.signal,
      });
      return { res, close: () => controller.abort() };
    };
    const followers = [];
    for (let i = 0; i < watchLimits.perUser; i += 1) followers.push(await open());
    expect(followers.every(({ res }) => res.status === 200)).toBe(true);
    const refused = await open();
    expect(refused.res.status).toBe(429);
    expect(((await refused.res.json()) as { error: string }).error).toContain('Close a tab');

    followers[0]?.close();
    let again = await open();
    for (let i = 0; i < 50 && again.res.status === 429; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      again = await open();
    }
    expect(again.res.status).toBe(200);
    await fetch(`${baseUrl}${apiPaths.ai.generationStop(id)}`, { method: 'POST', headers: buyer.headers });
    // Every follower reads on to the generation's final event, then its stream ends.
    const ends = await Promise.all([...followers.slice(1), again].map(({ res }) => res.text()));
    expect(ends.every((body) => body.includes('event: final'))).toBe(true);
  });
});
