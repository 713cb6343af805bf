import { apiPaths, ChangePreviewAnswer } from '@penwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '~/lib/api-client';
import { orThrow } from '~/lib/api-query';
import { queryKeys } from '~/lib/query-keys';

/** GET /api/plans/change-preview: what moving to `plan` would charge now, and when it takes effect. */
export function fetchChangePreview(plan: string) {
  return apiGet(`${apiPaths.plans.changePreview}?${new URLSearchParams({ plan })}`, ChangePreviewAnswer);
}

export function changePreviewQueryOptions(plan: string) {
  return queryOptions({
    queryKey: queryKeys.billing.changePreview(plan),
    queryFn: () => orThrow(fetchChangePreview(plan)),
  });
}

/** The preview the plan-change dialog confirms; asked each time the dialog opens, as the charge prorates by the day. */
export function useChangePreview(plan: string) {
  return useQuery(changePreviewQueryOptions(plan));
}
