import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function tick() {
  act(() => {
    vi.advanceTimersByTime(1000);
  });
}

describe('useCountdown', () => {
  it('counts down once a second and calls back once at zero', () => {
    const onDone = vi.fn();
    const { result } = renderHook(() => useCountdown(3, onDone));
    expect(result.current).toBe(3);
    tick();
    expect(result.current).toBe(2);
    tick();
    tick();
    expect(result.current).toBe(0);
    expect(onDone).toHaveBeenCalledOnce();
    tick();
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('keeps counting when the callback changes, and calls the latest one', () => {
    const first = vi.fn();
    const latest = vi.fn();
    const { result, rerender } = renderHook(({ onDone }) => useCountdown(2, onDone), {
      initialProps: { onDone: first },
    });
    tick();
    rerender({ onDone: latest });
    expect(result.current).toBe(1);
    tick();
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledOnce();
  });

  it('stops when unmounted', () => {
    const onDone = vi.fn();
    const { unmount } = renderHook(() => useCountdown(1, onDone));
    unmount();
    vi.advanceTimersByTime(5000);
    expect(onDone).not.toHaveBeenCalled();
  });
});
