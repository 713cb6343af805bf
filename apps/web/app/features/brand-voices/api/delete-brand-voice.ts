import { apiPaths, BrandVoiceDeletedAnswer } from '@penwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, isFailure } from '~/lib/api-client';
import { ApiError } from '~/lib/api-query';
import { queryKeys } from '~/lib/query-keys';

/** DELETE /api/brand-voices/:id */
export function deleteBrandVoice(id: string) {
  return apiDelete(apiPaths.brandVoices.one(id), BrandVoiceDeletedAnswer);
}

/** Deleting a voice. One already gone (deleted in another tab) is what was asked for; the list asks again. */
export function useDeleteBrandVoice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const result = await deleteBrandVoice(id);
      if (isFailure(result) && result.code !== 'not_found') throw new ApiError(result);
      return id;
    },
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.brandVoices }),
  });
}
