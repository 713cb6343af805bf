import { apiPaths, ReferralAnswer } from '@penwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '~/lib/api-client';
import { orThrow } from '~/lib/api-query';
import { queryKeys } from '~/lib/query-keys';

/** POST /api/plans/referral: the user's own referral code and the link to share. */
export function fetchReferral() {
  return apiPost(apiPaths.plans.referral, {}, ReferralAnswer);
}

export function referralQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.referral,
    queryFn: () => orThrow(fetchReferral()),
    // A user's code never changes; a new session starts the cache over anyway.
    staleTime: Infinity,
  });
}

/** The user's referral link, asked once while the app is open. */
export function useReferral() {
  return useQuery(referralQueryOptions());
}
