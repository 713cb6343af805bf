import {
  apiPaths,
  readCreateCheckoutAnswer,
  type CreateCheckoutBody,
  type PurchaseInfo,
} from '@penwise/contract';
import { apiPost } from '~/lib/api-client';

/**
 * POST /api/plans/create-checkout-session: the hosted checkout's session id and URL. Only the
 * product's name and the referral code are sent: the server prices the product itself.
 */
export function createCheckoutSession(info: PurchaseInfo) {
  const body: CreateCheckoutBody = { product: info.product, ref_code: info.ref_code ?? '' };
  return apiPost(apiPaths.plans.createCheckoutSession, body, readCreateCheckoutAnswer);
}
