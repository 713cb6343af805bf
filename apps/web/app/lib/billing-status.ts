import { apiPaths, BillingStatusAnswer, type BillingStatus } from '@penwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from './api-client';
import { orThrow } from './api-query';
import { queryKeys } from './query-keys';

/** POST /api/billing/status: whether the plan is past due and the customer portal is available. */
export function fetchBillingStatus() {
  return apiPost(apiPaths.billing.status, {}, BillingStatusAnswer);
}

export function billingStatusQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.billing.status,
    queryFn: () => orThrow(fetchBillingStatus()),
  });
}

/**
 * The plan's payment state, shared by /billing, /pricing and the dashboard banner; undefined while
 * loading, when it failed (the pages' own errors are the ones shown) or while `enabled` is false.
 */
export function useBillingStatus({ enabled = true }: { enabled?: boolean } = {}): BillingStatus | undefined {
  return useQuery({ ...billingStatusQueryOptions(), enabled }).data?.success;
}
