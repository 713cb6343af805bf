import { describe, expect, it } from 'vitest';
import { pageCount, pageSlice, paginationItems } from './pagination';

describe('pagination', () => {
  it('cuts 10 invoices a page', () => {
    const items = Array.from({ length: 25 }, (_, index) => index + 1);
    expect(pageCount(25)).toBe(3);
    expect(pageCount(20)).toBe(2);
    expect(pageCount(0)).toBe(1);
    expect(pageSlice(items, 1)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageSlice(items, 3)).toEqual([21, 22, 23, 24, 25]);
  });

  it('shows every page when there are few', () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(2, 3)).toEqual([1, 2, 3]);
    expect(paginationItems(1, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(paginationItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps a window of 5 around the current page, with the first and last page and gaps', () => {
    expect(paginationItems(1, 10)).toEqual([1, 2, 3, 4, 5, 'gap-after', 10]);
    expect(paginationItems(3, 10)).toEqual([1, 2, 3, 4, 5, 'gap-after', 10]);
    expect(paginationItems(6, 10)).toEqual([1, 'gap-before', 4, 5, 6, 7, 8, 9, 10]);
    expect(paginationItems(7, 20)).toEqual([1, 'gap-before', 5, 6, 7, 8, 9, 'gap-after', 20]);
    expect(paginationItems(10, 10)).toEqual([1, 'gap-before', 6, 7, 8, 9, 10]);
  });

  it('shows the page itself where a gap would hide just one', () => {
    expect(paginationItems(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap-after', 10]);
    expect(paginationItems(4, 8)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('keeps an out-of-range page inside 1..total', () => {
    expect(paginationItems(0, 10)).toEqual(paginationItems(1, 10));
    expect(paginationItems(99, 10)).toEqual(paginationItems(10, 10));
    expect(paginationItems(1, 0)).toEqual([]);
  });
});
