import { apiPaths, VerifySessionAnswer } from '@penwise/contract';
import { apiGet } from '~/lib/api-client';

/** GET /api/plans/verify-session/:id: the checkout's payment status ('paid' means success). */
export function verifyPayment(sessionId: string) {
  return apiGet(`${apiPaths.plans.verifySession}/${encodeURIComponent(sessionId)}`, VerifySessionAnswer);
}
