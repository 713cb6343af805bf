import { apiPaths, TwoFactorStatusAnswer } from '@penwise/contract';
import { apiPost } from './api-client';

/** POST /api/auth/2fa/status: whether two-factor authentication is on, and recovery codes left. */
export function fetchTwoFactorStatus() {
  return apiPost(apiPaths.auth.twoFactor.status, {}, TwoFactorStatusAnswer);
}
