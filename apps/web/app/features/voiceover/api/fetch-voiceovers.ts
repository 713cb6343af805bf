import {
  apiPaths,
  HistoryAnswer,
  historyLimits,
  isEndedStatus,
  type ShowHistoryBody,
} from '@penwise/contract';
import { apiPost, isFailure, type ApiResult } from '~/lib/api-client';
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
