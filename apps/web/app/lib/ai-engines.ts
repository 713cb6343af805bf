import { apiPaths, EnginesAnswer } from '@penwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from './api-client';
import { orThrow } from './api-query';
import { queryKeys } from './query-keys';

/** GET /api/ai/engines: which engine serves each modality, so demo output can be labelled as such. */
export function fetchEngines() {
  return apiGet(apiPaths.ai.engines, EnginesAnswer);
}

export function enginesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.engines,
    queryFn: () => orThrow(fetchEngines()),
    // The server's configuration: it changes with a restart, not while a page is open.
    staleTime: Infinity,
  });
}

/** The engines serving each studio: asked once while the app is open, shared by the four studios. */
export function useEngines() {
  return useQuery(enginesQueryOptions());
}
