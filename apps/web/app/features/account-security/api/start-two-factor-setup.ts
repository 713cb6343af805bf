import { apiPaths, TwoFactorSetupAnswer, TwoFactorSetupBody } from '@penwise/contract';
import { apiPost } from '~/lib/api-client';

/** POST /api/auth/2fa/setup: after the password, a new secret with its QR code (an SVG) and key. */
export function startTwoFactorSetup(values: Omit<TwoFactorSetupBody, 'user'>) {
  return apiPost(apiPaths.auth.twoFactor.setup, TwoFactorSetupBody.parse(values), TwoFactorSetupAnswer);
}
