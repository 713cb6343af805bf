import { apiPaths, ChangePlanAnswer, type ChangePlanBody } from '@penwise/contract';
import { apiPost } from '~/lib/api-client';

/** POST /api/plans/change-plan: makes the change (an upgrade charges the saved card at once). */
export function changePlan(plan: string) {
  const body: ChangePlanBody = { plan };
  return apiPost(apiPaths.plans.changePlan, body, ChangePlanAnswer);
}
