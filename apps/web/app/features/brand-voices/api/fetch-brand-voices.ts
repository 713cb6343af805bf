import { apiPaths, BrandVoicesAnswer } from '@penwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '~/lib/api-client';
import { orThrow } from '~/lib/api-query';
import { queryKeys } from '~/lib/query-keys';

/** GET /api/brand-voices: the user's voices. */
export function fetchBrandVoices() {
  return apiGet(apiPaths.brandVoices.list, BrandVoicesAnswer);
}

export function brandVoicesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.brandVoices,
    queryFn: async () => (await orThrow(fetchBrandVoices())).success.voices,
  });
}

/** The user's brand voices, shared by /brand-voices and every voice picker. */
export function useBrandVoicesQuery() {
  return useQuery(brandVoicesQueryOptions());
}
