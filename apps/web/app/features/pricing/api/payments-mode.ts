import { apiPaths, PaymentsAnswer } from '@penwise/contract';
import { apiGet } from '~/lib/api-client';

/** GET /api/plans/payments: whether this server sells through Stripe, the test checkout, or not at all. */
export function fetchPaymentsMode() {
  return apiGet(apiPaths.plans.payments, PaymentsAnswer);
}
