import { apiPaths, readMessageAnswer, type HasPlanAnswer } from '@penwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from './api-client';
import { orThrow } from './api-query';
import { queryKeys } from './query-keys';

/** has-plan's literal answer for "no plan". */
export const noPlanAnswer = 'False';

/** POST /api/plans/has-plan: the active plan's title, or 'False' (read without zod, as /pricing loads none). */
export function fetchHasPlan() {
  return apiPost<HasPlanAnswer>(apiPaths.plans.hasPlan, {}, readMessageAnswer);
}

/** The active plan's title, or null for no plan. */
export function planFromAnswer(answer: HasPlanAnswer): string | null {
  return answer.success === noPlanAnswer ? null : answer.success;
}

export function planQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.plan,
    queryFn: () => orThrow(fetchHasPlan()),
    select: planFromAnswer,
  });
}

/**
 * The logged-in user's plan, shared by the pricing page, the dashboard banner and the writing tools:
 * its title, null for no plan, undefined while unknown (guest, loading or failed). Failures are not
 * shown (the plan check displays no errors; a gone session already logs out). After a change,
 * `usePlanChanged` (query-invalidation.ts) asks again.
 */
export function usePlanStatus(loggedIn: boolean): string | null | undefined {
  const { data } = useQuery({ ...planQueryOptions(), enabled: loggedIn });
  return loggedIn ? data : undefined;
}
