import { apiPaths, DocumentAnswer } from '@penwise/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '~/lib/api-client';
import { orThrow } from '~/lib/api-query';
import { queryKeys } from '~/lib/query-keys';

/** GET /api/documents/:id: one of the user's documents with its HTML (404 for anyone else's). */
export function fetchDocument(id: string) {
  return apiGet(apiPaths.documents.one(id), DocumentAnswer);
}

/**
 * The document the editor opens with. Read once a visit: the editor holds the text from then on, so
 * a later answer must not replace what is being typed, and the next visit asks afresh.
 */
export function useDocument(id: string) {
  return useQuery({
    queryKey: queryKeys.documents.one(id),
    queryFn: async () => (await orThrow(fetchDocument(id))).success,
    staleTime: Infinity,
    gcTime: 0,
  });
}
