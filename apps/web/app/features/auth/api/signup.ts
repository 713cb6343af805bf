import { apiPaths, MessageAnswer, SignupBody } from '@penwise/contract';
import { apiPost } from '~/lib/api-client';
import { readReferral } from '~/lib/referral';

/** POST /api/auth/signup with the stored referral code: answers the account-created message or an error (shown inline). */
export function signup(values: Omit<SignupBody, 'OAuth' | 'ref_code'>) {
  const refCode = readReferral();
  const body = SignupBody.parse({ ...values, OAuth: false, ...(refCode ? { ref_code: refCode } : {}) });
  return apiPost(apiPaths.auth.signup, body, MessageAnswer);
}
