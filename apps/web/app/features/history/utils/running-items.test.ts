import { describe, expect, it } from 'vitest';
import { tailText } from './running-items';

describe('tailText', () => {
  it('keeps a short text whole', () => {
    expect(tailText('1. Worm bins\n')).toBe('1. Worm bins');
  });

  it('shows the newest characters of a long one after an ellipsis', () => {
    expect(tailText(`${'a'.repeat(10)}${'b'.repeat(240)}`)).toBe(`…${'b'.repeat(240)}`);
  });

  it('never splits a character made of two UTF-16 units', () => {
    expect(tailText('😀'.repeat(241))).toBe(`…${'😀'.repeat(240)}`);
  });
});
