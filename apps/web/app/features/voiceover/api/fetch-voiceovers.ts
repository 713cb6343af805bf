import { apiPaths, HistoryAnswer, historyLimits, type ShowHistoryBody } from '@penwise/contract';
import { apiPost, isFailure, type ApiResult } from '~/lib/api-client';
import { toVoiceoverRow, type VoiceoverRow } from '../utils/voiceover-rows';

/** Items per history page: a page this long means older items may follow. */
export const historyPageSize = historyLimits.pageDefault;

/**
 * History holds every kind of generation, so a page may hold no voiceover at all. Up to this many
 * pages are read in one go looking for one, so a text-heavy history still fills the table, without
 * walking a history of thousands of items on a single page load.
 */
export const maxPagesPerLoad = 5;

export interface VoiceoverBatch {
  /** The voiceovers found, newest first. */
  rows: VoiceoverRow[];
  /** Ids of the last page read (any type), oldest last: the next page starts after the last one. */
  pageIds: string[];
  /** The last page came back full, so older items may follow. */
  full: boolean;
}

function fetchHistoryPage(before: string | undefined) {
  const body: ShowHistoryBody = before ? { before, limit: historyPageSize } : { limit: historyPageSize };
  return apiPost(apiPaths.plans.showHistory, body, HistoryAnswer);
}

/**
 * POST /api/plans/show-history until a page holds a voiceover (TTS), the history ends, or
 * `maxPagesPerLoad` pages were read. `before` is the id of the last item already seen.
 */
export async function fetchVoiceovers(before?: string): Promise<ApiResult<VoiceoverBatch>> {
  let cursor = before;
  let pageIds: string[] = [];
  for (let page = 0; page < maxPagesPerLoad; page += 1) {
    const result = await fetchHistoryPage(cursor);
    if (isFailure(result)) return result;
    const items = result.success;
    const rows = items.filter((item) => item.type === 'TTS').map(toVoiceoverRow);
    if (items.length > 0) pageIds = items.map((item) => item.id);
    const full = items.length >= historyPageSize;
    if (rows.length > 0 || !full) return { rows, pageIds, full };
    cursor = pageIds.at(-1);
  }
  return { rows: [], pageIds, full: true };
}
