import { describe, expect, it } from 'vitest';
import { mediaSrc } from './media';

describe('mediaSrc', () => {
  it('keeps a full URL and resolves an API path', () => {
    expect(mediaSrc('https://cdn.example.com/a.mp3')).toBe('https://cdn.example.com/a.mp3');
    expect(mediaSrc('/api/media/m1')).toMatch(/\/api\/media\/m1$/);
  });
});
