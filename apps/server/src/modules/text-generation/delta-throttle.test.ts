import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deltaThrottle } from './delta-throttle.ts';

describe('deltaThrottle', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] }));
  afterEach(() => vi.useRealTimers());

  it('sends the first delta at once and merges the dense ones that follow', () => {
    const sent: string[] = [];
    const throttle = deltaThrottle((text) => sent.push(text), 16);
    throttle.push('One ');
    throttle.push('two ');
    throttle.push('three ');
    expect(sent).toEqual(['One ']);
    vi.advanceTimersByTime(16);
    expect(sent).toEqual(['One ', 'two three ']);
  });

  it('lets a sparse stream through untouched', () => {
    const sent: string[] = [];
    const throttle = deltaThrottle((text) => sent.push(text), 16);
    for (const word of ['a ', 'b ', 'c ']) {
      throttle.push(word);
      vi.advanceTimersByTime(30);
    }
    expect(sent).toEqual(['a ', 'b ', 'c ']);
  });

  it('flushes what is pending on demand, and cancel drops it', () => {
    const sent: string[] = [];
    const throttle = deltaThrottle((text) => sent.push(text), 16);
    throttle.push('x ');
    throttle.push('y ');
    throttle.flush();
    expect(sent).toEqual(['x ', 'y ']);
    throttle.push('z ');
    throttle.cancel();
    vi.advanceTimersByTime(100);
    expect(sent).toEqual(['x ', 'y ']);
  });
});
