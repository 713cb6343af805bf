import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, expect, it } from 'vitest';
import type { GenerationEvent, GenerationEventStore } from './generation-event-store.ts';

/** How the shared cases reach one adapter. */
export interface EventStoreHarness {
  /** A new store instance; the kit closes every one it opened after the cases. */
  open: () => GenerationEventStore;
  /** Whether two instances share their events, as two servers on one Redis do. */
  sharedBetweenInstances: boolean;
}

type ReadOptions = Parameters<GenerationEventStore['read']>[1];

export const buildEvent = (id: number, event = 'delta'): GenerationEvent => ({
  id,
  event,
  data: JSON.stringify({ text: `part ${String(id)}` }),
});

/** Events 1…count, the last one named `last` (a terminal name by default). */
export const buildEvents = (count: number, last = 'done'): GenerationEvent[] =>
  Array.from({ length: count }, (_, index) => buildEvent(index + 1, index + 1 === count ? last : 'delta'));

export async function collect(events: AsyncIterable<GenerationEvent>): Promise<GenerationEvent[]> {
  const seen: GenerationEvent[] = [];
  for await (const event of events) seen.push(event);
  return seen;
}

const ids = (events: GenerationEvent[]) => events.map((event) => event.id);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

/** Registers the behaviour every GenerationEventStore adapter shares. */
export function generationEventStoreCases(harness: EventStoreHarness): void {
  const opened: GenerationEventStore[] = [];
  const generationIds: string[] = [];
  const open = () => {
    const store = harness.open();
    opened.push(store);
    return store;
  };
  let mainStore: GenerationEventStore | undefined;
  const store = () => (mainStore ??= open());
  const newGeneration = () => {
    const id = `test-${randomUUID()}`;
    generationIds.push(id);
    return id;
  };
  const read = (generationId: string, options: Partial<ReadOptions> = {}, on = store()) =>
    collect(
      on.read(generationId, {
        afterId: 0,
        terminal: ['done', 'error'],
        signal: new AbortController().signal,
        waitMs: 2_000,
        ...options,
      }),
    );
  const appendAll = async (generationId: string, events: GenerationEvent[], on = store()) => {
    for (const event of events) await on.append(generationId, event);
  };

  afterAll(async () => {
    // Nothing is left behind in a shared Redis.
    for (const generationId of generationIds) await store().expire(generationId, 0);
    for (const each of opened) await each.close();
  });

  it('replays the events after an id, each once and in order', async () => {
    const generationId = newGeneration();
    const events = buildEvents(10);
    await appendAll(generationId, events);
    expect(await read(generationId, { afterId: 4 })).toEqual(events.slice(4));
    expect(await read(generationId)).toEqual(events);
    expect(await read(generationId, { afterId: 10, waitMs: 50 })).toEqual([]);
  });

  it('delivers live events to two readers waiting at once', async () => {
    const generationId = newGeneration();
    const readers = [read(generationId), read(generationId)];
    await sleep(100);
    const events = buildEvents(5);
    await appendAll(generationId, events);
    expect(await Promise.all(readers)).toEqual([events, events]);
  });

  it('ends the read after a terminal event, stored or live', async () => {
    const generationId = newGeneration();
    await appendAll(generationId, [buildEvent(1), buildEvent(2, 'done'), buildEvent(3)]);
    const started = Date.now();
    expect(ids(await read(generationId, { waitMs: 10_000 }))).toEqual([1, 2]);
    expect(Date.now() - started).toBeLessThan(1_000);

    const other = newGeneration();
    const live = read(other, { waitMs: 10_000 });
    await appendAll(other, [buildEvent(1), buildEvent(2, 'error'), buildEvent(3)]);
    expect(ids(await live)).toEqual([1, 2]);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('ends a read after waitMs without a new event', async () => {
    const generationId = newGeneration();
    await appendAll(generationId, [buildEvent(1)]);
    let started = Date.now();
    expect(await read(generationId, { afterId: 1, waitMs: 300 })).toEqual([]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(Date.now() - started).toBeLessThan(1_500);

    // Each event starts the wait again.
    started = Date.now();
    const reading = read(generationId, { afterId: 1, waitMs: 400 });
    await sleep(250);
    await store().append(generationId, buildEvent(2));
    expect(ids(await reading)).toEqual([2]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(600);
  });

  it('ends a waiting read promptly when its signal aborts', async () => {
    const generationId = newGeneration();
    await appendAll(generationId, [buildEvent(1)]);
    const controller = new AbortController();
    const started = Date.now();
    const reading = read(generationId, { signal: controller.signal, waitMs: 10_000 });
    setTimeout(() => controller.abort(), 150);
    expect(ids(await reading)).toEqual([1]);
    expect(Date.now() - started).toBeLessThan(700);
    // An already aborted signal reads nothing.
    expect(await read(generationId, { signal: controller.signal })).toEqual([]);
  });

  it('keeps 500 rapid appends in order, with none missing', async () => {
    const generationId = newGeneration();
    const live = read(generationId);
    await sleep(100);
    const events = buildEvents(500);
    await Promise.all(events.map((event) => store().append(generationId, event)));
    expect(ids(await live)).toEqual(range(1, 500));
    expect(ids(await read(generationId, { afterId: 250 }))).toEqual(range(251, 500));
  });

  it('ignores an append of an id it already has, as a retry would send', async () => {
    const generationId = newGeneration();
    await appendAll(generationId, [buildEvent(1), buildEvent(2)]);
    await store().append(generationId, { id: 2, event: 'delta', data: '"again"' });
    await store().append(generationId, buildEvent(3, 'done'));
    expect(await read(generationId)).toEqual([buildEvent(1), buildEvent(2), buildEvent(3, 'done')]);
  });

  it('stops early when the consumer breaks out, and reads again afterwards', async () => {
    const generationId = newGeneration();
    await appendAll(generationId, [buildEvent(1), buildEvent(2)]);
    const options = { afterId: 0, terminal: ['done'], signal: new AbortController().signal, waitMs: 5_000 };
    for await (const event of store().read(generationId, options)) {
      expect(event.id).toBe(1);
      break;
    }
    const live = read(generationId, { afterId: 2 });
    await store().append(generationId, buildEvent(3, 'done'));
    expect(ids(await live)).toEqual([3]);
  });

  it('forgets a generation once it expires', async () => {
    const generationId = newGeneration();
    await appendAll(generationId, buildEvents(3, 'delta'));
    await store().expire(generationId, 0.2);
    expect(ids(await read(generationId, { waitMs: 50 }))).toEqual([1, 2, 3]);
    await sleep(400);
    expect(await read(generationId, { waitMs: 50 })).toEqual([]);
  });

  it.runIf(harness.sharedBetweenInstances)(
    'shows the events appended on one instance to a reader on another',
    async () => {
      const generationId = newGeneration();
      const otherServer = open();
      const live = read(generationId, {}, otherServer);
      await sleep(100);
      const events = buildEvents(3);
      await appendAll(generationId, events);
      expect(await live).toEqual(events);
      expect(await read(generationId, { afterId: 1 }, otherServer)).toEqual(events.slice(1));
    },
  );
}
