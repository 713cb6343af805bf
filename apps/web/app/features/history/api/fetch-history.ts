import { apiPaths, HistoryAnswer, historyLimits, type HistoryItem } from '@penwise/contract';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { apiPost } from '~/lib/api-client';
import { orThrow } from '~/lib/api-query';
import { isUnfinished } from '~/lib/generations';
import { queryKeys } from '~/lib/query-keys';

/** Items per page: a page this long means older items may follow. */
export const historyPageSize = historyLimits.pageDefault;

/** How often the list is asked again while an item in it is still being generated. */
export const historyPollMs = 2000;

export interface HistoryPage {
  items: HistoryItem[];
  /** The page came back full, so older items may follow (kept when items are dropped from it). */
  full: boolean;
}

type HistoryPages = InfiniteData<HistoryPage, string | undefined>;

/**
 * POST /api/plans/show-history: the newest items, or with `before` (an item id) the ones older
 * than it. The bearer token names the user, so the body carries no identity.
 */
export function fetchHistoryPage(before?: string) {
  const body = before ? { before, limit: historyPageSize } : {};
  return apiPost(apiPaths.plans.showHistory, body, HistoryAnswer);
}

const listsUnfinished = (data: HistoryPages | undefined) =>
  data?.pages.some((page) => page.items.some((item) => isUnfinished(item.status))) ?? false;

/** Every loaded item, newest first; one created between two page loads shows once. */
function allItems(data: HistoryPages): HistoryItem[] {
  const byId = new Map<string, HistoryItem>();
  for (const item of data.pages.flatMap((page) => page.items)) {
    if (!byId.has(item.id)) byId.set(item.id, item);
  }
  return [...byId.values()];
}

export function historyQueryOptions() {
  return infiniteQueryOptions({
    queryKey: queryKeys.history.list(),
    queryFn: async ({ pageParam }): Promise<HistoryPage> => {
      const items = (await orThrow(fetchHistoryPage(pageParam))).success;
      return { items, full: items.length >= historyPageSize };
    },
    initialPageParam: undefined as string | undefined,
    // The server pages back from an item that still exists. Asking again re-reads the pages from the
    // newest, each after the last item of the one before, so a deleted item is never the cursor.
    getNextPageParam: (last) => (last.full ? last.items.at(-1)?.id : undefined),
    // A running item changes (its text so far, then its end, charge and result) without this page
    // doing anything: ask again every 2 s while one is listed, and stop once none is.
    refetchInterval: (query) => (listsUnfinished(query.state.data) ? historyPollMs : false),
  });
}

/** /history's items (`data`), newest first, with older pages on demand (`fetchNextPage`). */
export function useHistory() {
  return useInfiniteQuery({ ...historyQueryOptions(), select: allItems });
}

/** Takes a deleted item off the loaded pages at once; the invalidation that follows confirms it. */
export function dropFromHistory(client: QueryClient, id: string): void {
  client.setQueryData(
    historyQueryOptions().queryKey,
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({ ...page, items: page.items.filter((item) => item.id !== id) })),
      },
  );
}

/** Asks for the pages again, unless they are being asked for already (a poll in flight is not cut short). */
export function refreshHistory(client: QueryClient): Promise<void> {
  return client.refetchQueries({ queryKey: historyQueryOptions().queryKey }, { cancelRefetch: false });
}
