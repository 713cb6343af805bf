import { apiPaths, DeleteHistoryAnswer, type DeleteHistoryBody } from '@penwise/contract';
import { apiPost } from '../../../lib/api-client';

/** POST /api/plans/delete-history: removes one voiceover (the history item and its MP3). */
export function deleteVoiceover(id: string) {
  const body: DeleteHistoryBody = { id };
  return apiPost(apiPaths.plans.deleteHistory, body, DeleteHistoryAnswer);
}
