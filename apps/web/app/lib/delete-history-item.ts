import { apiPaths, DeleteHistoryAnswer, type DeleteHistoryBody } from '@penwise/contract';
import { useMutation } from '@tanstack/react-query';
import { apiPost, isFailure } from './api-client';
import { ApiError } from './api-query';
import { useHistoryChanged } from './query-invalidation';

/**
 * POST /api/plans/delete-history: removes one history item and the media it keeps (an image, a
 * voiceover's MP3, a transcribed upload). The bearer token names the user.
 */
export function deleteHistoryItem(id: string) {
  const body: DeleteHistoryBody = { id };
  return apiPost(apiPaths.plans.deleteHistory, body, DeleteHistoryAnswer);
}

/**
 * Deleting as a mutation; afterwards every history list asks again. `goneCounts`: a not_found answer
 * (deleted in another tab meanwhile) is what was asked for, and counts as done (/history).
 */
export function useDeleteHistoryItem({ goneCounts = false }: { goneCounts?: boolean } = {}) {
  const historyChanged = useHistoryChanged();
  return useMutation({
    mutationFn: async (id: string) => {
      const result = await deleteHistoryItem(id);
      if (isFailure(result) && !(goneCounts && result.code === 'not_found')) throw new ApiError(result);
      return id;
    },
    onSettled: historyChanged,
  });
}
