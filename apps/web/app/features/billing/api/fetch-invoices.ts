import { apiPaths, InvoicesAnswer } from '@penwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '~/lib/api-client';
import { orThrow } from '~/lib/api-query';
import { queryKeys } from '~/lib/query-keys';

/** POST /api/affiliate/affiliate-logs: the user's invoices. */
export function fetchInvoices() {
  return apiPost(apiPaths.affiliateLogs, {}, InvoicesAnswer);
}

export function invoicesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.billing.invoices,
    queryFn: () => orThrow(fetchInvoices()),
  });
}

/** The invoices /billing lists; a plan change (usePlanChanged) asks again. */
export function useInvoices() {
  return useQuery(invoicesQueryOptions());
}
