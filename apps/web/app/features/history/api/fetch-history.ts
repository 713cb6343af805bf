import { apiPaths, HistoryAnswer, historyLimits } from '@penwise/contract';
import { apiPost } from '~/lib/api-client';

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
