import { describe, expect, it } from 'vitest';
import pino from 'pino';
import type { GenerationEvent, GenerationEventStore } from '../../adapters/events/generation-event-store.ts';
import { createGenerationRun } from './generation-run.ts';
import type { GenerationsRepository } from './generations.repository.ts';

/** An event store that only records what it is asked to store, in order. */
function recordingStore(appended: GenerationEvent[]): GenerationEventStore {
  return {
    name: 'memory',
    append: async (_id, event) => {
      appended.push(event);
    },
    // eslint-disable-next-line require-yield -- never read here
    read: async function* () {
      return;
    },
    expire: async () => undefined,
    close: async () => undefined,
  };
}

/** A run over `appended` whose own events wait for `stored`. */
const runOver = (appended: GenerationEvent[], stored: Promise<void>) =>
  createGenerationRun({
    id: 'g',
    repo: {} as GenerationsRepository,
    events: recordingStore(appended),
    log: pino({ level: 'silent' }),
    firstEventId: 1,
    stored,
  });

describe('a generation run', () => {
  it('stores its events after the `generation` event still being stored when it started', async () => {
    const appended: GenerationEvent[] = [];
    let storeFirst: () => void = () => undefined;
    const stored = new Promise<void>((resolve) => (storeFirst = resolve));
    const run = runOver(
      appended,
      stored.then(() => {
        appended.push({ id: 1, event: 'generation', data: '{}' });
      }),
    );
    run.emitText('First words');
    await new Promise((resolve) => setImmediate(resolve));
    expect(appended).toEqual([]);
    storeFirst();
    await run.close();
    expect(appended.map((event) => [event.id, event.event])).toEqual([
      [1, 'generation'],
      [2, 'delta'],
    ]);
  });

  it('stores nothing and stops when its start fails to commit', async () => {
    const appended: GenerationEvent[] = [];
    let refuse: (error: Error) => void = () => undefined;
    const stored = new Promise<void>((_resolve, reject) => (refuse = reject));
    const run = runOver(appended, stored);
    run.emitText('Never shown');
    refuse(new Error('the commit failed'));
    expect(await run.started()).toBe(false);
    expect(run.signal.aborted).toBe(true);
    run.emitText('nor this');
    await run.close();
    expect(appended).toEqual([]);
  });
});
