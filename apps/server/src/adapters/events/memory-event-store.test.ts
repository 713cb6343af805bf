import { describe, expect, it } from 'vitest';
import { buildEvent, buildEvents, collect, generationEventStoreCases } from './event-store.test-kit.ts';
import { createMemoryEventStore } from './memory-event-store.ts';

describe('memory generation event store', () => {
  generationEventStoreCases({ open: createMemoryEventStore, sharedBetweenInstances: false });

  const readOptions = { afterId: 0, terminal: [], signal: new AbortController().signal, waitMs: 20 };

  it('keeps about the last 20,000 events of a generation', async () => {
    const store = createMemoryEventStore();
    for (const event of buildEvents(25_000, 'delta')) await store.append('long', event);
    const kept = (await collect(store.read('long', readOptions))).map((event) => event.id);
    expect(kept.length).toBeGreaterThanOrEqual(20_000);
    expect(kept.length).toBeLessThanOrEqual(21_000);
    expect(kept.at(-1)).toBe(25_000);
    expect(kept.every((id, index) => index === 0 || id === (kept[index - 1] ?? 0) + 1)).toBe(true);
    await store.close();
  });

  it('drops the oldest ended generation first when it holds 1,000', async () => {
    const store = createMemoryEventStore();
    for (let index = 0; index < 1_000; index++) await store.append(`gen-${String(index)}`, buildEvent(1));
    await store.expire('gen-500', 3_600);
    await store.append('one-more', buildEvent(1));
    expect(await collect(store.read('gen-500', readOptions))).toEqual([]);
    expect(await collect(store.read('gen-0', readOptions))).toHaveLength(1);
    // With no ended generation left, the one silent the longest goes.
    await store.append('and-another', buildEvent(1));
    expect(await collect(store.read('gen-0', readOptions))).toEqual([]);
    expect(await collect(store.read('one-more', readOptions))).toHaveLength(1);
    await store.close();
  });

  it('ends waiting reads when it closes', async () => {
    const store = createMemoryEventStore();
    const started = Date.now();
    const reading = collect(store.read('waiting', { ...readOptions, waitMs: 10_000 }));
    await store.close();
    expect(await reading).toEqual([]);
    expect(Date.now() - started).toBeLessThan(500);
  });
});
