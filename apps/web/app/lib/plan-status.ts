import { apiPaths, HasPlanAnswer } from '@penwise/contract';
import { apiPost } from './api-client';
import { useApiQuery } from './use-api-query';

/** has-plan's literal answer for "no plan". */
export const noPlanAnswer = 'False';

/** POST /api/plans/has-plan: the active plan's title, or 'False'. */
export function fetchHasPlan() {
  return apiPost(apiPaths.plans.hasPlan, {}, HasPlanAnswer);
}

/** The active plan's title, or null for no plan. */
export function planFromAnswer(answer: HasPlanAnswer): string | null {
  return answer.success === noPlanAnswer ? null : answer.success;
}

export interface PlanStatus {
  /** The plan's title, null for no plan, undefined while unknown (guest, loading or failed). */
  plan: string | null | undefined;
  reload: () => void;
}

/**
 * The logged-in user's plan, shared by the pricing page and the dashboard banner. Failures are
 * not shown (the plan check displays no errors; a gone session already logs out).
 */
export function usePlanStatus(loggedIn: boolean): PlanStatus {
  const { data, reload } = useApiQuery(fetchHasPlan, loggedIn);
  return { plan: loggedIn && data ? planFromAnswer(data) : undefined, reload };
}
