/** Invoice paging: rows per page, and how many numbered pages show around the current one. */
export const invoicesPerPage = 10;
export const paginationWindow = 5;

/** A page number to show, or a gap of hidden pages (two distinct keys for React). */
export type PageItem = number | 'gap-before' | 'gap-after';

export function pageCount(items: number, perPage = invoicesPerPage): number {
  return Math.max(1, Math.ceil(items / perPage));
}

/** The items of 1-based `page`. */
export function pageSlice<T>(items: readonly T[], page: number, perPage = invoicesPerPage): T[] {
  return items.slice((page - 1) * perPage, page * perPage);
}

/**
 * Numbered pages: a window of `window` pages around the current one (shifted to stay
 * inside 1..total), the first and last page always, and a gap marker for the pages between.
 * A gap of exactly one page shows that page instead: an ellipsis would take the same room
 * and hide where it leads.
 */
export function paginationItems(current: number, total: number, window = paginationWindow): PageItem[] {
  if (total < 1) return [];
  const page = Math.min(Math.max(1, Math.trunc(current)), total);
  const size = Math.min(window, total);
  const start = Math.min(Math.max(1, page - Math.floor(size / 2)), total - size + 1);
  const end = start + size - 1;

  const items: PageItem[] = [];
  if (start > 1) items.push(1);
  if (start === 3) items.push(2);
  else if (start > 3) items.push('gap-before');
  for (let number = start; number <= end; number += 1) items.push(number);
  if (end === total - 2) items.push(total - 1);
  else if (end < total - 2) items.push('gap-after');
  if (end < total) items.push(total);
  return items;
}
