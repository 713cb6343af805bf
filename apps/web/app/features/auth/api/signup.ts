import { apiPaths, MessageAnswer, SignupBody } from '@penwise/contract';
import { apiPost } from '../../../lib/api-client';

/** POST /api/auth/signup: answers the account-created message or an error (shown inline). */
export function signup(values: Omit<SignupBody, 'OAuth'>) {
  return apiPost(apiPaths.auth.signup, SignupBody.parse({ ...values, OAuth: false }), MessageAnswer);
}
