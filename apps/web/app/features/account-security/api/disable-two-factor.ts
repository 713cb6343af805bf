import { apiPaths, MessageAnswer, TwoFactorDisableBody } from '@penwise/contract';
import { apiPost } from '~/lib/api-client';

/** POST /api/auth/2fa/disable with the password and a code (or a recovery code). */
export function disableTwoFactor(values: Omit<TwoFactorDisableBody, 'user'>) {
  return apiPost(apiPaths.auth.twoFactor.disable, TwoFactorDisableBody.parse(values), MessageAnswer);
}
