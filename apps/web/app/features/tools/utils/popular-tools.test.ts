import { describe, expect, it } from 'vitest';
import { popularTools } from './popular-tools';

describe('popularTools', () => {
  it('finds all six hand-picked tools in the catalogue', () => {
    expect(popularTools().map((tool) => tool.title)).toEqual([
      'Blog Ideas',
      'Facebook Ads',
      'Google Ads',
      'Article Generator',
      'Content Rewriter',
      'Product Description',
    ]);
  });
});
