import { apiPaths, MessageAnswer } from '@penwise/contract';
import { apiPost } from '~/lib/api-client';

/** POST /api/auth/logout-everywhere: ends every session of the user, this one included. */
export function logoutEverywhere() {
  return apiPost(apiPaths.auth.logoutEverywhere, {}, MessageAnswer);
}
