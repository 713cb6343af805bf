import { apiPaths, CreditsAnswer } from '@penwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from './api-client';
import { orThrow } from './api-query';
import { queryKeys } from './query-keys';

/** POST /api/plans/show-credits: pack credits (x) and subscription credits (y). */
export function fetchCredits() {
  return apiPost(apiPaths.plans.showCredits, {}, CreditsAnswer);
}

export function creditsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.credits,
    queryFn: () => orThrow(fetchCredits()),
    // The one query asked again on focus: credits spent or bought in another tab show when the user
    // comes back, and it is a single small call.
    refetchOnWindowFocus: true,
  });
}

/** The user's balance; `enabled` false (a guest, say) asks nothing. */
export function useCredits({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...creditsQueryOptions(), enabled });
}
