import { apiPaths, DeleteHistoryAnswer, type DeleteHistoryBody } from '@penwise/contract';
import { apiPost } from './api-client';

/**
 * POST /api/plans/delete-history: removes one history item and the media it keeps (an image, a
 * voiceover's MP3, a transcribed upload). The bearer token names the user.
 */
export function deleteHistoryItem(id: string) {
  const body: DeleteHistoryBody = { id };
  return apiPost(apiPaths.plans.deleteHistory, body, DeleteHistoryAnswer);
}
