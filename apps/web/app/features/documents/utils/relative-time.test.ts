import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const now = Date.parse('2030-01-10T12:00:00.000Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('formatRelativeTime', () => {
  it.each([
    [10_000, 'just now'],
    [60_000, '1 minute ago'],
    [5 * 60_000, '5 minutes ago'],
    [3 * 3_600_000, '3 hours ago'],
    [30 * 3_600_000, 'yesterday'],
    [4 * 86_400_000, '4 days ago'],
  ])('says %i ms ago as "%s"', (ms, text) => {
    expect(formatRelativeTime(ago(ms), now)).toBe(text);
  });

  it('gives the date and time for anything older than a week', () => {
    expect(formatRelativeTime(ago(30 * 86_400_000), now)).toMatch(/^2029-12-1[01] \d\d:\d\d$/);
  });
});
