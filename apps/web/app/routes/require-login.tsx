import { useEffect } from 'react';
import { Outlet, redirect, useNavigate } from 'react-router';
import { paths } from '../lib/paths';
import { readSession, useSession } from '../lib/session';

/** Without a stored session these pages send the visitor to /login before rendering. */
export function clientLoader() {
  return readSession() ? null : redirect(paths.login);
}

export default function RequireLogin() {
  const session = useSession();
  const navigate = useNavigate();
  // The session can also end while the page is open: logout in another tab, or a 401 answer.
  useEffect(() => {
    if (session === null) void navigate(paths.login, { replace: true });
  }, [session, navigate]);
  return session ? <Outlet /> : null;
}
