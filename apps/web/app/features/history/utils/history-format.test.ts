import { describe, expect, it } from 'vitest';
import { cutText } from './history-format';

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
