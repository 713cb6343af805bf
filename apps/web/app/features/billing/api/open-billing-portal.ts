import { apiPaths, BillingPortalAnswer } from '@penwise/contract';
import { apiPost } from '~/lib/api-client';

/** POST /api/billing/portal: a link to the payment provider's customer portal, which returns to /billing. */
export function openBillingPortal() {
  return apiPost(apiPaths.billing.portal, {}, BillingPortalAnswer);
}
