import { apiPaths, MessageAnswer, ResetPasswordBody } from '@penwise/contract';
import { apiPost } from '~/lib/api-client';

/** POST /api/auth/reset-password with the token from the e-mailed link. */
export function resetPassword(values: ResetPasswordBody) {
  return apiPost(apiPaths.auth.resetPassword, ResetPasswordBody.parse(values), MessageAnswer);
}
