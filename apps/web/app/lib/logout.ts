import { apiPaths, MessageAnswer } from '@penwise/contract';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { apiPost } from './api-client';
import { paths } from './paths';
import { clearSession } from './session';

/** Ends the session on the server, then forgets it here whatever the server answered. */
export async function logout(): Promise<void> {
  await apiPost(apiPaths.auth.logout, {}, MessageAnswer);
  clearSession({ deliberate: true });
}

/** Logout: clear the stored user, reset login state, go to /login. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await logout();
    await navigate(paths.login);
  }, [navigate]);
}
