import { describe, expect, it } from 'vitest';
import pino from 'pino';
import type { QueuedJob } from '../../adapters/jobs/job-queue.ts';
import { createGenerationWorker } from './generation-worker.ts';
import type { Started } from './paid-generations.service.ts';

const log = pino({ level: 'silent' });
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** A queue that counts its fetches and hands out what a test puts in it. */
function countingQueue() {
  const waiting: QueuedJob[] = [];
  let fetches = 0;
  return {
    waiting,
    fetches: () => fetches,
    fetch: (limit: number) => {
      fetches += 1;
      return Promise.resolve(waiting.splice(0, limit));
    },
    complete: () => Promise.resolve(),
  };
}

const generations = {
  claim: () => Promise.resolve(undefined),
  end: () => Promise.resolve(0),
  isRunningHere: () => false,
};

// A fetch is a locking query: a worker that frees up looks in the queue only when jobs may wait there.
describe('the generation worker reading the job queue', () => {
  it('does not fetch when a generation started here ends and nothing was queued', async () => {
    const queue = countingQueue();
    const worker = createGenerationWorker({ queue, generations, capacity: 2, pollMs: 60_000, log });
    worker.start();
    await settle();
    expect(queue.fetches()).toBe(1);
    for (let i = 0; i < 3; i += 1) {
      expect(worker.tryReserve()).toBe(true);
      worker.release();
    }
    await settle();
    expect(queue.fetches()).toBe(1);
    worker.stop();
  });

  it('fetches when a job was queued, and when a worker frees up after the queue was seen full', async () => {
    const queue = countingQueue();
    const worker = createGenerationWorker({ queue, generations, capacity: 1, pollMs: 60_000, log });
    worker.start();
    await settle();
    // A generation queued because every worker here was busy: the wake finds them full.
    expect(worker.tryReserve()).toBe(true);
    queue.waiting.push({ id: 'job-1', data: {} });
    worker.wake();
    await settle();
    expect(queue.fetches()).toBe(1);
    // The busy worker frees up: it takes the queued job (not a generation: completed and dropped).
    worker.release();
    await settle();
    expect(queue.waiting).toEqual([]);
    // A full batch means more may wait: it looks once more, finds the queue empty, and stops looking.
    await settle();
    const seen = queue.fetches();
    expect(seen).toBe(3);
    expect(worker.tryReserve()).toBe(true);
    worker.release();
    await settle();
    expect(queue.fetches()).toBe(seen);
    worker.stop();
  });

  it('runs a generation started here without touching the queue', async () => {
    const queue = countingQueue();
    const worker = createGenerationWorker({ queue, generations, capacity: 1, pollMs: 60_000, log });
    let ran = false;
    worker.register('text', () => {
      ran = true;
      return Promise.resolve();
    });
    worker.start();
    await settle();
    expect(worker.tryReserve()).toBe(true);
    const started = { record: { id: 'g' } } as unknown as Started;
    worker.run(started, { generationId: 'g', kind: 'text', hold: { reservation: {} }, payload: {} } as never);
    await settle();
    await settle();
    expect(ran).toBe(true);
    expect(worker.active()).toBe(0);
    expect(queue.fetches()).toBe(1);
    worker.stop();
  });
});
