import { apiPaths, readPaymentsAnswer } from '@penwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '~/lib/api-client';
import { orThrow } from '~/lib/api-query';
import { queryKeys } from '~/lib/query-keys';

/**
 * GET /api/plans/payments: whether this server sells through Stripe, the test checkout, or not at all.
 * Read without zod: /pricing asks it for every visitor, and a guest's page loads no schema.
 */
export function fetchPaymentsMode() {
  return apiGet(apiPaths.plans.payments, readPaymentsAnswer);
}

export function paymentsModeQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.paymentsMode,
    queryFn: () => orThrow(fetchPaymentsMode()),
    // The server's configuration: it changes with a restart, not while a page is open.
    staleTime: Infinity,
  });
}

/** How this server takes payments. */
export function usePaymentsModeQuery() {
  return useQuery(paymentsModeQueryOptions());
}
