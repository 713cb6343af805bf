import { apiPaths, VerifySessionAnswer } from '@penwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '~/lib/api-client';
import { orThrow } from '~/lib/api-query';
import { queryKeys } from '~/lib/query-keys';

/** GET /api/plans/verify-session/:id: the checkout's payment status ('paid' means success). */
export function verifyPayment(sessionId: string) {
  return apiGet(`${apiPaths.plans.verifySession}/${encodeURIComponent(sessionId)}`, VerifySessionAnswer);
}

export function paymentQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: queryKeys.payment(sessionId),
    queryFn: () => orThrow(verifyPayment(sessionId)),
  });
}

/** The checkout `sessionId` names, once `enabled` (hydrated, with a well-formed id). */
export function usePaymentVerification(sessionId: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...paymentQueryOptions(sessionId), enabled });
}
