import { describe, expect, it } from 'vitest';
import { cutText, formatHistoryDate } from './history-format';

describe('formatHistoryDate', () => {
  it('prints year-month-day hours:minutes in local time, zero-padded', () => {
    expect(formatHistoryDate(new Date(2026, 10, 22, 14, 5, 59).toISOString())).toBe('2026-11-22 14:05');
    expect(formatHistoryDate(new Date(2027, 0, 3, 7, 9).toISOString())).toBe('2027-01-03 07:09');
  });

  it('shows an unreadable date as it came', () => {
    expect(formatHistoryDate('yesterday')).toBe('yesterday');
  });
});

describe('cutText', () => {
  it('keeps text of up to 60 characters whole', () => {
    const sixty = 'a'.repeat(60);
    expect(cutText(sixty)).toBe(sixty);
  });

  it("cuts longer text to 60 characters plus '...'", () => {
    expect(cutText(`${'b'.repeat(60)}c`)).toBe(`${'b'.repeat(60)}...`);
  });

  it('never splits a character made of two UTF-16 units', () => {
    const emoji = '😀'.repeat(61);
    expect(cutText(emoji)).toBe(`${'😀'.repeat(60)}...`);
  });
});
