import { apiPaths, ReferralAnswer } from '@penwise/contract';
import { apiPost } from '~/lib/api-client';

/** POST /api/plans/referral: the user's own referral code and the link to share. */
export function fetchReferral() {
  return apiPost(apiPaths.plans.referral, {}, ReferralAnswer);
}
