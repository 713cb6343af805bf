import { apiPaths, IsLoggedInAnswer } from '@penwise/contract';
import { useEffect, useState } from 'react';
import { apiPost, isFailure } from '~/lib/api-client';

export type Account = IsLoggedInAnswer['success'];

/** POST /api/auth/is-logged-in: a 401 answer clears the stored session in the API client. */
export function verifySession() {
  return apiPost(apiPaths.auth.isLoggedIn, {}, IsLoggedInAnswer);
}

/** Checks the stored session with the server once per visit; the account it answers, or null. */
export function useVerifiedAccount(): Account | null {
  const [account, setAccount] = useState<Account | null>(null);
  useEffect(() => {
    let current = true;
    void verifySession().then((result) => {
      if (current && !isFailure(result)) setAccount(result.success);
    });
    return () => {
      current = false;
    };
  }, []);
  return account;
}
