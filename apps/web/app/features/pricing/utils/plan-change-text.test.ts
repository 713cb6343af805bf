import { describe, expect, it, vi } from 'vitest';

describe('plan-change-text', () => {
  it('builds no Intl formatter as the pricing page loads it (ICU data costs main-thread time)', async () => {
    const dateFormat = vi.spyOn(Intl, 'DateTimeFormat');
    vi.resetModules();
    const { formatChangeDate } = await import('./plan-change-text');
    expect(dateFormat).not.toHaveBeenCalled();
    expect(formatChangeDate(new Date(2026, 11, 23, 12).toISOString())).toBe('December 23, 2026');
    expect(formatChangeDate('soon')).toBe('soon');
  });
});
