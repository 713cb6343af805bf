import { apiPaths, TwoFactorStatusAnswer } from '@penwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from './api-client';
import { orThrow } from './api-query';
import { queryKeys } from './query-keys';

/** POST /api/auth/2fa/status: whether two-factor authentication is on, and recovery codes left. */
export function fetchTwoFactorStatus() {
  return apiPost(apiPaths.auth.twoFactor.status, {}, TwoFactorStatusAnswer);
}

export function twoFactorStatusQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.twoFactorStatus,
    queryFn: () => orThrow(fetchTwoFactorStatus()),
  });
}

/** Two-factor's state, shared by its settings card and the delete-account dialog (which asks for a code when on). */
export function useTwoFactorStatus({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...twoFactorStatusQueryOptions(), enabled });
}
