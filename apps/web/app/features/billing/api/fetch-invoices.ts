import { apiPaths, InvoicesAnswer } from '@penwise/contract';
import { apiPost } from '~/lib/api-client';

/** POST /api/affiliate/affiliate-logs: the user's invoices. */
export function fetchInvoices() {
  return apiPost(apiPaths.affiliateLogs, {}, InvoicesAnswer);
}
