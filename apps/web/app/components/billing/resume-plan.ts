import { apiPaths, MessageAnswer } from '@penwise/contract';
import { apiPost } from '~/lib/api-client';

/** POST /api/plans/resume: takes back a cancellation while the paid period lasts. */
export function resumePlan() {
  return apiPost(apiPaths.plans.resumePlan, {}, MessageAnswer);
}
