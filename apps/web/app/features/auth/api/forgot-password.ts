import { apiPaths, ForgotPasswordBody, MessageAnswer } from '@penwise/contract';
import { apiPost } from '~/lib/api-client';

/** POST /api/auth/forgot-password: the server answers the same message whether or not the account exists. */
export function forgotPassword(values: ForgotPasswordBody) {
  return apiPost(apiPaths.auth.forgotPassword, ForgotPasswordBody.parse(values), MessageAnswer);
}
