import { apiPaths, MessageAnswer } from '@penwise/contract';
import { apiPost } from '~/lib/api-client';

/** POST /api/plans/cancel-plan: ends the plan at the close of its period, or 'You are not subscribed to a plan.' */
export function cancelPlan() {
  return apiPost(apiPaths.plans.cancelPlan, {}, MessageAnswer);
}
