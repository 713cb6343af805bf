import { apiPaths, DocumentsAnswer } from '@penwise/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '~/lib/api-client';
import { orThrow } from '~/lib/api-query';
import { queryKeys } from '~/lib/query-keys';

/** GET /api/documents: the user's documents, newest edit first; `q` keeps those whose title holds it. */
export function fetchDocuments(q: string) {
  const search = q ? `?${new URLSearchParams({ q }).toString()}` : '';
  return apiGet(`${apiPaths.documents.list}${search}`, DocumentsAnswer);
}

/** The list for a search (`q`, '' for all); a new search shows the last answer until its own arrives. */
export function useDocuments(q: string) {
  return useQuery({
    queryKey: queryKeys.documents.list(q),
    queryFn: async () => (await orThrow(fetchDocuments(q))).success.documents,
    placeholderData: keepPreviousData,
  });
}
