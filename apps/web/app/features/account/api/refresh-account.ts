import { apiPaths, IsLoggedInAnswer } from '@penwise/contract';
import { useEffect } from 'react';
import { apiPost, isFailure } from '~/lib/api-client';
import { readIdToken, updateSessionAccount } from '~/lib/session';

/**
 * POST /api/auth/is-logged-in: the stored session takes the e-mail address and name the server
 * holds, which change when a new address is confirmed in another tab or on another device.
 */
export async function refreshStoredAccount(): Promise<void> {
  const token = readIdToken();
  if (!token) return;
  const result = await apiPost(apiPaths.auth.isLoggedIn, {}, IsLoggedInAnswer);
  // A logout or another login meanwhile: the answer is about a session no longer stored.
  if (isFailure(result) || readIdToken() !== token) return;
  updateSessionAccount(result.success);
}

/** Refreshes the stored account once when the component mounts. */
export function useFreshAccount(): void {
  useEffect(() => {
    void refreshStoredAccount();
  }, []);
}
