import { apiPaths, BillingStatusAnswer, type BillingStatus } from '@penwise/contract';
import { apiPost } from './api-client';
import { useApiQuery } from './use-api-query';

/** POST /api/billing/status: whether the plan is past due and the customer portal is available. */
export function fetchBillingStatus() {
  return apiPost(apiPaths.billing.status, {}, BillingStatusAnswer);
}

/**
 * The plan's payment state, shared by /billing and the dashboard banner; undefined while loading or
 * when it failed (the pages' own errors are the ones shown).
 */
export function useBillingStatus(): BillingStatus | undefined {
  return useApiQuery(fetchBillingStatus).data?.success;
}
