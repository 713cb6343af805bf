import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { formatCount } from './format-number';

const intl = new Intl.NumberFormat('en-US');

describe('formatCount', () => {
  it('prints counts and credit prices without loading Intl (ICU data costs main-thread time)', async () => {
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    vi.resetModules();
    const fresh = await import('./format-number');
    expect([200000, 3.5, 0.25, -12, 1e6].map(fresh.formatCount)).toEqual([
      '200,000',
      '3.5',
      '0.25',
      '-12',
      '1,000,000',
    ]);
    expect(numberFormat).not.toHaveBeenCalled();
  });

  it('groups thousands and keeps at most three decimals', () => {
    expect(formatCount(200000)).toBe('200,000');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(3.5)).toBe('3.5');
    expect(formatCount(1234.5678)).toBe('1,234.568');
    expect(formatCount(-1234567)).toBe('-1,234,567');
    expect(formatCount(0)).toBe('0');
  });

  it('prints every number as Intl.NumberFormat en-US does', () => {
    const numbers = fc.oneof(
      fc.integer({ min: -1e12, max: 1e12 }),
      fc.double({ noNaN: true, min: -1e9, max: 1e9 }),
      fc.integer({ min: -1e7, max: 1e7 }).map((n) => n / 1000),
      fc.integer({ min: -1e7, max: 1e7 }).map((n) => n / 10000),
      fc.constantFrom(Number.NaN, Infinity, -Infinity, -0, 1e21, -1e22, 0.0005, 1.0005, 2.5e-7),
    );
    fc.assert(
      fc.property(numbers, (value) => formatCount(value) === intl.format(value)),
      { numRuns: 5000 },
    );
  });
});
