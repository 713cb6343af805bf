import { describe, expect, it, vi } from 'vitest';
import { formatDateTime, formatLongDate } from './format-date';

describe('formatDateTime', () => {
  it('prints year-month-day hours:minutes in local time, zero-padded', () => {
    expect(formatDateTime(new Date(2026, 10, 22, 14, 5, 59).toISOString())).toBe('2026-11-22 14:05');
    expect(formatDateTime(new Date(2027, 0, 3, 7, 9).toISOString())).toBe('2027-01-03 07:09');
  });

  it('shows an unreadable date as it came', () => {
    expect(formatDateTime('yesterday')).toBe('yesterday');
  });
});

describe('formatLongDate', () => {
  it('prints the day in words, in the fixed en-US locale', () => {
    expect(formatLongDate(new Date(2026, 10, 23, 12))).toBe('November 23, 2026');
  });

  it('builds no Intl formatter as plan-end.ts loads (ICU data costs the pricing page main-thread time)', async () => {
    const dateFormat = vi.spyOn(Intl, 'DateTimeFormat');
    vi.resetModules();
    const { planEndDate } = await import('./plan-end');
    expect(dateFormat).not.toHaveBeenCalled();
    const end = planEndDate({
      plan: 'Starter Plan',
      pastDue: false,
      cancelAtPeriodEnd: true,
      currentPeriodEnd: new Date(2026, 10, 23, 12).toISOString(),
      canManageBilling: true,
    });
    expect(end).toBe('November 23, 2026');
  });
});
