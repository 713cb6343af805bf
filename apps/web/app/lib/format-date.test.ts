import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date';

describe('formatDateTime', () => {
  it('prints year-month-day hours:minutes in local time, zero-padded', () => {
    expect(formatDateTime(new Date(2026, 10, 22, 14, 5, 59).toISOString())).toBe('2026-11-22 14:05');
    expect(formatDateTime(new Date(2027, 0, 3, 7, 9).toISOString())).toBe('2027-01-03 07:09');
  });

  it('shows an unreadable date as it came', () => {
    expect(formatDateTime('yesterday')).toBe('yesterday');
  });
});
