import { apiPaths, LoginAnswer, LoginBody } from '@penwise/contract';
import { apiPost, isFailure } from '~/lib/api-client';
import { saveSession } from '~/lib/session';

/** POST /api/auth/login; a successful answer becomes the stored session. */
export async function login(values: Omit<LoginBody, 'OAuth'>) {
  const result = await apiPost(
    apiPaths.auth.login,
    LoginBody.parse({ ...values, OAuth: false }),
    LoginAnswer,
  );
  if (!isFailure(result)) saveSession(result);
  return result;
}
