import { writingTools } from '@penwise/contract';
import { describe, expect, it } from 'vitest';
import { filterTools } from './filter-tools';

const titles = (tools: readonly { title: string }[]) => tools.map((tool) => tool.title);

describe('filterTools', () => {
  it('keeps every tool without a query or category', () => {
    expect(filterTools(writingTools, { query: '  ', category: null })).toHaveLength(writingTools.length);
  });

  it('matches the title case-insensitively', () => {
    expect(titles(filterTools(writingTools, { query: 'BLOG Intro', category: null }))).toEqual([
      'Blog Intros',
    ]);
  });

  it('matches words of the description too, each word anywhere', () => {
    const found = filterTools(writingTools, { query: 'scroll-stopping headlines', category: null });
    expect(titles(found)).toContain('Facebook Ads');
    expect(found.every((tool) => tool.description.toLowerCase().includes('scroll-stopping'))).toBe(true);
  });

  it('narrows to one category', () => {
    const found = filterTools(writingTools, { query: '', category: 'frameworks' });
    expect(titles(found)).toEqual(['PAS', 'AIDA', 'BAB', 'PPPP']);
  });

  it('finds nothing for unknown words', () => {
    expect(filterTools(writingTools, { query: 'zzzz', category: null })).toEqual([]);
  });
});
