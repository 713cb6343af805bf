import { apiPaths, ChangePlanAnswer, type ChangePlanBody, ChangePreviewAnswer } from '@penwise/contract';
import { apiGet, apiPost } from '~/lib/api-client';

/** GET /api/plans/change-preview: what moving to `plan` would charge now, and when it takes effect. */
export function fetchChangePreview(plan: string) {
  return apiGet(`${apiPaths.plans.changePreview}?${new URLSearchParams({ plan })}`, ChangePreviewAnswer);
}

/** POST /api/plans/change-plan: makes the change (an upgrade charges the saved card at once). */
export function changePlan(plan: string) {
  const body: ChangePlanBody = { plan };
  return apiPost(apiPaths.plans.changePlan, body, ChangePlanAnswer);
}
