import { apiPaths, CustomTemplateDeletedAnswer, type CustomTemplate } from '@penwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, isFailure } from '~/lib/api-client';
import { ApiError } from '~/lib/api-query';
import { queryKeys } from '~/lib/query-keys';

/** DELETE /api/templates/:id */
export function deleteCustomTemplate(id: string) {
  return apiDelete(apiPaths.templates.one(id), CustomTemplateDeletedAnswer);
}

/** Deleting a template. One already gone (deleted in another tab) is what was asked for. */
export function useDeleteCustomTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const result = await deleteCustomTemplate(id);
      if (isFailure(result) && result.code !== 'not_found') throw new ApiError(result);
      return id;
    },
    onSuccess: (id) =>
      client.setQueryData<CustomTemplate[]>(queryKeys.customTemplates, (list) =>
        list?.filter((template) => template.id !== id),
      ),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.customTemplates }),
  });
}
