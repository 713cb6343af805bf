import { describe, expect, it } from 'vitest';
import { initials } from './user-menu';

describe('initials', () => {
  it('takes the first letter of the first two words', () => {
    expect(initials('Ada Lovelace King', 'ada@example.com')).toBe('AL');
  });

  it('skips punctuation a name may start with, and keeps letters of any script', () => {
    expect(initials('Carol <b>Øster</b>', 'c@example.com')).toBe('CB');
    expect(initials('Carol Øster', 'c@example.com')).toBe('CØ');
    expect(initials('  "zoë"  ', 'z@example.com')).toBe('Z');
    expect(initials('山田 太郎', 'y@example.com')).toBe('山太');
  });

  it('falls back to the e-mail without a usable name', () => {
    expect(initials('', 'nina@example.com')).toBe('N');
    expect(initials('<>', '_x@example.com')).toBe('X');
  });
});
