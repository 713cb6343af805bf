import { apiPaths, ChangePasswordBody, MessageAnswer } from '@penwise/contract';
import { apiPost } from '~/lib/api-client';

/** POST /api/auth/change-password: this device stays logged in, every other one is logged out. */
export function changePassword(values: Omit<ChangePasswordBody, 'user'>) {
  return apiPost(apiPaths.auth.changePassword, ChangePasswordBody.parse(values), MessageAnswer);
}
