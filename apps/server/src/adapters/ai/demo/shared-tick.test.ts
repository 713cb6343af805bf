import { afterEach, describe, expect, it, vi } from 'vitest';
import { sharedTick } from './shared-tick.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('shared tick', () => {
  it('wakes waits begun at different times on the same tick, then stops its timer when idle', async () => {
    vi.useFakeTimers({ now: 0 });
    const tick = sharedTick(60);
    const woke: number[] = [];
    void tick.next().then(() => woke.push(Date.now()));
    await vi.advanceTimersByTimeAsync(25);
    void tick.next().then(() => woke.push(Date.now()));
    await vi.advanceTimersByTimeAsync(35);
    expect(woke).toEqual([60, 60]);
    // A tick with nobody waiting ends the timer; the next wait starts a new one.
    await vi.advanceTimersByTimeAsync(60);
    expect(vi.getTimerCount()).toBe(0);
    void tick.next().then(() => woke.push(Date.now()));
    await vi.advanceTimersByTimeAsync(60);
    expect(woke).toEqual([60, 60, 180]);
  });
});
