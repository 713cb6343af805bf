import {
  apiPaths,
  HistoryAnswer,
  historyLimits,
  type HistoryItem,
  type ShowHistoryBody,
} from '@penwise/contract';
import { apiPost, isFailure, type ApiResult } from '~/lib/api-client';

/** Items per page: a page this long means older items may follow. */
export const historyPageSize = historyLimits.pageDefault;

/**
 * POST /api/plans/show-history: the newest items, or with `before` (an item id) the ones older
 * than it. The bearer token names the user, so the body carries no identity.
 */
export function fetchHistoryPage(before?: string) {
  const body = before ? { before, limit: historyPageSize } : {};
  return apiPost(apiPaths.plans.showHistory, body, HistoryAnswer);
}

/**
 * An item as show-history lists it now (after its generation ended), looked for among the newest of
 * its type, where one that was running just now is; `item: undefined` when it is not listed there.
 */
export async function fetchHistoryItem(
  item: Pick<HistoryItem, 'id' | 'type'>,
): Promise<ApiResult<{ item: HistoryItem | undefined }>> {
  const body: ShowHistoryBody = { type: item.type, limit: historyLimits.pageMax };
  const result = await apiPost(apiPaths.plans.showHistory, body, HistoryAnswer);
  if (isFailure(result)) return result;
  return { item: result.success.find((listed) => listed.id === item.id) };
}
