import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useHideOnScroll } from './use-hide-on-scroll';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('useHideOnScroll', () => {
  it('hides on scroll down and shows on scroll up or near the top', () => {
    scrollTo(0);
    const { result } = renderHook(() => useHideOnScroll(60));
    expect(result.current).toBe(false);
    scrollTo(300);
    expect(result.current).toBe(true);
    scrollTo(200);
    expect(result.current).toBe(false);
    scrollTo(500);
    expect(result.current).toBe(true);
    scrollTo(40);
    expect(result.current).toBe(false);
  });

  it('ignores tiny moves', () => {
    scrollTo(0);
    const { result } = renderHook(() => useHideOnScroll(60, 6));
    scrollTo(300);
    scrollTo(297);
    expect(result.current).toBe(true);
  });
});
