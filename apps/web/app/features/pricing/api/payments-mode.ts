import { apiPaths, PaymentsAnswer } from '@penwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '~/lib/api-client';
import { orThrow } from '~/lib/api-query';
import { queryKeys } from '~/lib/query-keys';

/** GET /api/plans/payments: whether this server sells through Stripe, the test checkout, or not at all. */
export function fetchPaymentsMode() {
  return apiGet(apiPaths.plans.payments, PaymentsAnswer);
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
