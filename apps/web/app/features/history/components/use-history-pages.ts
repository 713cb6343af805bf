import type { Generation, HistoryItem } from '@penwise/contract';
import { useCallback, useEffect, useState } from 'react';
import { usePopup } from '~/components/popup/popup-provider';
import { isFailure, isSessionGone, type ApiFailure } from '~/lib/api-client';
import { useApiQuery } from '~/lib/use-api-query';
import { fetchHistoryItem, fetchHistoryPage, historyPageSize } from '../api/fetch-history';
import { endedItem } from '../utils/running-items';

interface OlderPages {
  items: HistoryItem[];
  /** Whether the last older page came back full, so more may follow. */
  full: boolean;
}

export interface HistoryPages {
  items: HistoryItem[];
  loading: boolean;
  /** The first page failed and nothing is shown. */
  failed: boolean;
  retry: () => void;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  /** Drops an item the server has deleted, without reloading the pages. */
  remove: (id: string) => void;
  /** A running item's generation ended: shows the item as history lists it now (or drops it, if not kept). */
  settle: (item: HistoryItem, generation: Generation | undefined) => void;
}

/** The newest page on mount, then older pages on demand; errors open the popup. */
export function useHistoryPages(): HistoryPages {
  const popup = usePopup();
  const first = useApiQuery(fetchHistoryPage);
  const [older, setOlder] = useState<OlderPages | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [deleted, setDeleted] = useState<ReadonlySet<string>>(new Set());
  // Items whose generation ended since their page was loaded, as they are now.
  const [settled, setSettled] = useState<ReadonlyMap<string, HistoryItem>>(new Map());

  const report = useCallback(
    (failure: ApiFailure) => {
      // A gone session is already on its way to /login; a popup over that would only confuse.
      if (!isSessionGone(failure)) popup.showError(failure);
    },
    [popup],
  );

  useEffect(() => {
    if (first.error) report(first.error);
  }, [first.error, report]);

  const newest = first.data?.success ?? [];
  const seen = new Set(newest.map((item) => item.id));
  // An item may arrive twice if it was created between two pages; show it once.
  const items = [...newest, ...(older?.items ?? []).filter((item) => !seen.has(item.id))]
    .filter((item) => !deleted.has(item.id))
    .map((item) => settled.get(item.id) ?? item);
  const hasMore = older ? older.full : newest.length >= historyPageSize;
  // The server pages back from an item that still exists, so a deleted one is never the cursor.
  // With every loaded item deleted there is none: the newest page is then the next one to show.
  const lastId = items.at(-1)?.id;

  const loadMore = () => {
    if (loadingMore) return;
    setLoadingMore(true);
    void fetchHistoryPage(lastId).then((result) => {
      setLoadingMore(false);
      if (isFailure(result)) return report(result);
      setOlder((previous) => ({
        items: [...(previous?.items ?? []), ...result.success],
        full: result.success.length >= historyPageSize,
      }));
    });
  };

  const remove = useCallback((id: string) => setDeleted((previous) => new Set(previous).add(id)), []);

  const settle = useCallback(
    (item: HistoryItem, generation: Generation | undefined) => {
      void fetchHistoryItem(item).then((result) => {
        // Unanswered: the generation's own end says what the item now is.
        const now = isFailure(result) ? generation && endedItem(item, generation) : result.item;
        if (now) setSettled((previous) => new Map(previous).set(item.id, now));
        else remove(item.id);
      });
    },
    [remove],
  );

  return {
    items,
    loading: first.loading && !first.data,
    failed: Boolean(first.error) && !first.data,
    retry: first.reload,
    hasMore,
    loadingMore,
    loadMore,
    remove,
    settle,
  };
}
