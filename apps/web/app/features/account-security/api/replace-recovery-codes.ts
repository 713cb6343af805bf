import { apiPaths, RecoveryCodesAnswer, TwoFactorCodeBody } from '@penwise/contract';
import { apiPost } from '~/lib/api-client';

/** POST /api/auth/2fa/recovery-codes: new codes for a code (or a recovery code); the old ones end. */
export function replaceRecoveryCodes(values: Omit<TwoFactorCodeBody, 'user'>) {
  return apiPost(apiPaths.auth.twoFactor.recoveryCodes, TwoFactorCodeBody.parse(values), RecoveryCodesAnswer);
}
