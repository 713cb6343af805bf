import { describe, expect, it } from 'vitest';
import { breakLongRuns, longestProportionalRun, zeroWidthSpace as zwsp } from './pdf-line-breaks.ts';

/** The runs pdfkit would see as one word: split wherever it may break a line. */
const runsOf = (text: string) => text.split(/[ \t\n\r\u200B]/);

describe('breakLongRuns', () => {
  it('leaves no run longer than the limit, and every character in its place', () => {
    const word = 'abcdefghij'.repeat(10_000);
    const text = `Start ${word} middle ${'x'.repeat(41)} end`;
    const broken = breakLongRuns(text, 40, zwsp);
    expect(Math.max(...runsOf(broken).map((run) => run.length))).toBe(40);
    expect(broken.replaceAll(zwsp, '')).toBe(text);
    expect(breakLongRuns(word, 40, '\n').split('\n')).toHaveLength(2500);
  });

  it('changes nothing in ordinary text, long links included', () => {
    const text = `A short line,\nanother one and https://example.com/${'a-long-path/'.repeat(6)}end.html`;
    expect(breakLongRuns(text, longestProportionalRun, zwsp)).toBe(text);
  });

  it('counts characters, not UTF-16 units, and keeps an accent with its letter', () => {
    const emoji = '😀'.repeat(60);
    expect(breakLongRuns(emoji, 40, zwsp)).toBe(`${'😀'.repeat(40)}${zwsp}${'😀'.repeat(20)}`);
    const accented = 'e\u0301'.repeat(50);
    expect(breakLongRuns(accented, 40, zwsp)).toBe(`${'e\u0301'.repeat(40)}${zwsp}${'e\u0301'.repeat(10)}`);
  });
});
