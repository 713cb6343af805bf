import { useCallback, useState } from 'react';
import { usePopup } from '~/components/popup/popup-provider';
import { isFailure, isSessionGone } from '~/lib/api-client';
import { useApiQuery } from '~/lib/use-api-query';
import { fetchVoiceovers, type VoiceoverBatch } from '../api/fetch-voiceovers';
import type { VoiceoverRow } from '../utils/voiceover-rows';

export interface VoiceoverList {
  /** Newest first: this visit's voiceovers, then the history's. */
  rows: VoiceoverRow[];
  loading: boolean;
  /** The first batch failed and nothing is shown. */
  failed: boolean;
  retry: () => void;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  /** Lists a voiceover made on this page at the top, without reloading the history. */
  add: (row: VoiceoverRow) => void;
  remove: (id: string) => void;
}

/** The user's past voiceovers from show-history, newest batch on mount, older ones on demand. */
export function useVoiceoverList(): VoiceoverList {
  const popup = usePopup();
  const first = useApiQuery(fetchVoiceovers);
  const [older, setOlder] = useState<VoiceoverBatch | null>(null);
  const [fresh, setFresh] = useState<VoiceoverRow[]>([]);
  const [deleted, setDeleted] = useState<ReadonlySet<string>>(new Set());
  const [loadingMore, setLoadingMore] = useState(false);

  const seen = new Set<string>();
  // A voiceover made while the first batch was loading arrives twice; list it once.
  const rows = [...fresh, ...(first.data?.rows ?? []), ...(older?.rows ?? [])].filter((row) => {
    if (seen.has(row.id) || deleted.has(row.id)) return false;
    seen.add(row.id);
    return true;
  });
  const lastBatch = older ?? first.data;
  // The server pages from an item that still exists: after deleting the cursor item, the one
  // before it on the same page takes its place.
  const cursor = lastBatch?.pageIds.filter((id) => !deleted.has(id)).at(-1);
  const hasMore = Boolean(lastBatch?.full && cursor);

  const loadMore = () => {
    if (!cursor || loadingMore) return;
    setLoadingMore(true);
    void fetchVoiceovers(cursor).then((result) => {
      setLoadingMore(false);
      if (isFailure(result)) {
        // A gone session is already on its way to /login; a popup over that would only confuse.
        if (!isSessionGone(result)) popup.showError(result);
        return;
      }
      setOlder((previous) => ({
        rows: [...(previous?.rows ?? []), ...result.rows],
        pageIds: result.pageIds.length > 0 ? result.pageIds : (previous?.pageIds ?? []),
        full: result.full,
      }));
    });
  };

  const add = useCallback((row: VoiceoverRow) => setFresh((previous) => [row, ...previous]), []);
  const remove = useCallback((id: string) => setDeleted((previous) => new Set(previous).add(id)), []);

  return {
    rows,
    loading: first.loading && !first.data,
    failed: Boolean(first.error) && !first.data,
    retry: first.reload,
    hasMore,
    loadingMore,
    loadMore,
    add,
    remove,
  };
}
