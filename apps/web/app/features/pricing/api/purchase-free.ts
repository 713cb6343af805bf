import { apiPaths, readMessageAnswer, type PurchaseBody, type PurchaseInfo } from '@penwise/contract';
import { apiPost } from '~/lib/api-client';

/** POST /api/plans/purchase: records a zero-price plan with no checkout ('Purchase Successful'). */
export function purchaseFree(info: PurchaseInfo) {
  const body: PurchaseBody = { product: info };
  return apiPost(apiPaths.plans.purchase, body, readMessageAnswer);
}
