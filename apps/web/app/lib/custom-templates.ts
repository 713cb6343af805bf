import { apiPaths, CustomTemplatesAnswer } from '@penwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from './api-client';
import { orThrow } from './api-query';
import { queryKeys } from './query-keys';

// Shared by /my-templates, the catalogue, the text page and history: features cannot import each other.

/** GET /api/templates: the user's own writing tools. */
export function fetchCustomTemplates() {
  return apiGet(apiPaths.templates.list, CustomTemplatesAnswer);
}

export function customTemplatesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.customTemplates,
    queryFn: async () => (await orThrow(fetchCustomTemplates())).success.templates,
  });
}

/** The user's own templates; `enabled` false asks nothing (a page that shows none). */
export function useCustomTemplates({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...customTemplatesQueryOptions(), enabled });
}
