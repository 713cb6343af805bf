import { apiPaths, CreditsAnswer } from '@penwise/contract';
import { apiPost } from './api-client';

/** POST /api/plans/show-credits: pack credits (x) and subscription credits (y). */
export function fetchCredits() {
  return apiPost(apiPaths.plans.showCredits, {}, CreditsAnswer);
}
