import { apiPaths, RecoveryCodesAnswer, TwoFactorCodeBody } from '@penwise/contract';
import { apiPost } from '~/lib/api-client';

/** POST /api/auth/2fa/enable: a code from the app turns two-factor on; answers the recovery codes. */
export function enableTwoFactor(values: Omit<TwoFactorCodeBody, 'user'>) {
  return apiPost(apiPaths.auth.twoFactor.enable, TwoFactorCodeBody.parse(values), RecoveryCodesAnswer);
}
