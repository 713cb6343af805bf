import {
  apiPaths,
  HistoryAnswer,
  historyLimits,
  isEndedStatus,
  type ShowHistoryBody,
} from '@penwise/contract';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { apiPost, isFailure, type ApiResult } from '~/lib/api-client';
import { orThrow } from '~/lib/api-query';
import { queryKeys } from '~/lib/query-keys';
import { toVoiceoverRow, type VoiceoverRow } from '../utils/voiceover-rows';

/** Voiceovers per page: a page this long means older ones may follow. */
export const historyPageSize = historyLimits.pageDefault;

export interface VoiceoverBatch {
  /** The voiceovers found, newest first. */
  rows: VoiceoverRow[];
  /** Ids of the page read, oldest last: the next page starts after the last one still there. */
  pageIds: string[];
  /** The page came back full, so older voiceovers may follow. */
  full: boolean;
}

type VoiceoverPages = InfiniteData<VoiceoverBatch, string | undefined>;

/**
 * POST /api/plans/show-history for one page of the user's voiceovers (TTS items only), newest
 * first; `before` is the id of the last one already seen.
 */
export async function fetchVoiceovers(before?: string): Promise<ApiResult<VoiceoverBatch>> {
  const body: ShowHistoryBody = { type: 'TTS', limit: historyPageSize, ...(before && { before }) };
  const result = await apiPost(apiPaths.plans.showHistory, body, HistoryAnswer);
  if (isFailure(result)) return result;
  const items = result.success;
  return {
    // One still being made (in another tab) has no audio yet: it is listed once it has.
    rows: items.filter((item) => isEndedStatus(item.status)).map(toVoiceoverRow),
    pageIds: items.map((item) => item.id),
    full: items.length >= historyPageSize,
  };
}

/** Every loaded row, newest first; one made while the first page was loading shows once. */
function allRows(data: VoiceoverPages): VoiceoverRow[] {
  const byId = new Map<string, VoiceoverRow>();
  for (const row of data.pages.flatMap((page) => page.rows)) {
    if (!byId.has(row.id)) byId.set(row.id, row);
  }
  return [...byId.values()];
}

export function voiceoversQueryOptions() {
  return infiniteQueryOptions({
    // A history list: whatever changes the history (a generation, a deletion) asks it again.
    queryKey: queryKeys.history.list('TTS'),
    queryFn: ({ pageParam }) => orThrow(fetchVoiceovers(pageParam)),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.full ? last.pageIds.at(-1) : undefined),
  });
}

/** The user's past voiceovers (`data`: table rows), newest page on mount, older ones on demand. */
export function useVoiceovers() {
  return useInfiniteQuery({ ...voiceoversQueryOptions(), select: allRows });
}

export type VoiceoverList = ReturnType<typeof useVoiceovers>;

function updatePages(client: QueryClient, update: (pages: VoiceoverBatch[]) => VoiceoverBatch[]): void {
  client.setQueryData(
    voiceoversQueryOptions().queryKey,
    (data) => data && { ...data, pages: update(data.pages) },
  );
}

/** Lists a voiceover made on this page at the top at once; the history's invalidation then confirms it. */
export function addToVoiceovers(client: QueryClient, row: VoiceoverRow): void {
  updatePages(client, ([first, ...rest]) =>
    first ? [{ ...first, rows: [row, ...first.rows] }, ...rest] : [],
  );
}

/**
 * Takes a deleted voiceover off the table at once. Its id leaves the page's ids too: after deleting
 * the cursor item, the one before it on the same page takes its place.
 */
export function dropFromVoiceovers(client: QueryClient, id: string): void {
  updatePages(client, (pages) =>
    pages.map((page) => ({
      ...page,
      rows: page.rows.filter((row) => row.id !== id),
      pageIds: page.pageIds.filter((pageId) => pageId !== id),
    })),
  );
}
