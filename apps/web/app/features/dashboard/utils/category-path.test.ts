import { categories } from '@penwise/contract';
import { describe, expect, it } from 'vitest';
import { categoryPath } from './category-path';

describe('categoryPath', () => {
  it('sends each media category to its own screen', () => {
    expect(categoryPath({ kind: 'image' })).toBe('/image-gen');
    expect(categoryPath({ kind: 'speech-to-text' })).toBe('/transcribe');
    expect(categoryPath({ kind: 'text-to-speech' })).toBe('/text-to-speech');
  });

  it('sends every writing category to /templates-b', () => {
    const writing = categories.filter((category) => category.kind === 'text');
    expect(writing).toHaveLength(13);
    for (const category of writing) expect(categoryPath(category)).toBe('/templates-b');
  });
});
