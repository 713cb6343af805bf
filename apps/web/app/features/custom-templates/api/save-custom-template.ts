import {
  apiPaths,
  CustomTemplateAnswer,
  type CustomTemplate,
  type CustomTemplateBody,
} from '@penwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, apiPut } from '~/lib/api-client';
import { orThrow } from '~/lib/api-query';
import { queryKeys } from '~/lib/query-keys';

/** POST /api/templates (no id) or PUT /api/templates/:id: the whole template, answered as saved. */
export function saveCustomTemplate(body: CustomTemplateBody, id?: string) {
  return id
    ? apiPut(apiPaths.templates.one(id), body, CustomTemplateAnswer)
    : apiPost(apiPaths.templates.list, body, CustomTemplateAnswer);
}

interface SaveVariables {
  body: CustomTemplateBody;
  /** The template edited; none creates one. */
  id?: string | undefined;
}

/**
 * Creating or editing a template. The saved one goes into the cached list at once, so a page opened
 * right after (the text page, to use it) finds it before the list is asked again.
 */
export function useSaveCustomTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, id }: SaveVariables) => (await orThrow(saveCustomTemplate(body, id))).success,
    onSuccess: async (saved) => {
      client.setQueryData<CustomTemplate[]>(queryKeys.customTemplates, (list) =>
        // The server lists them by title.
        list
          ? [...list.filter((template) => template.id !== saved.id), saved].sort((a, b) =>
              a.title.localeCompare(b.title),
            )
          : list,
      );
      await client.invalidateQueries({ queryKey: queryKeys.customTemplates });
    },
  });
}
