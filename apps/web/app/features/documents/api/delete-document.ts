import { apiPaths, DocumentDeletedAnswer } from '@penwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, isFailure } from '~/lib/api-client';
import { ApiError } from '~/lib/api-query';
import { queryKeys } from '~/lib/query-keys';

/** DELETE /api/documents/:id */
export function deleteDocument(id: string) {
  return apiDelete(apiPaths.documents.one(id), DocumentDeletedAnswer);
}

/**
 * Deleting as a mutation. A document already gone (deleted in another tab) is what was asked for;
 * either way every documents list asks again.
 */
export function useDeleteDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const result = await deleteDocument(id);
      if (isFailure(result) && result.code !== 'not_found') throw new ApiError(result);
      return id;
    },
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.documents.lists }),
  });
}
