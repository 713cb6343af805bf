import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from './paths';

/**
 * Ends the session on the server, then forgets it here whatever the server answered. The call loads
 * with the click: the public pages' Log Out button should not bring the API client and zod with it.
 */
export async function logout(): Promise<void> {
  const { endSession } = await import('./end-session');
  await endSession();
}

/** Logout: clear the stored user, reset login state, go to /login. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await logout();
    await navigate(paths.login);
  }, [navigate]);
}
