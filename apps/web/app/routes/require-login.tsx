import { useEffect } from 'react';
import { Outlet, redirect, useLocation, useNavigate } from 'react-router';
import { loginPathFrom } from '../lib/login-return';
import { paths } from '../lib/paths';
import { serverStateHandle } from '../lib/query-provider';
import { readSession, sessionEndedOnPurpose, useSession } from '../lib/session';

/** Without a stored session these pages send the visitor to /login, which brings them back here. */
export function clientLoader({ request }: { request: Request }) {
  if (readSession()) return null;
  const url = new URL(request.url);
  return redirect(loginPathFrom(`${url.pathname}${url.search}`));
}

// Every page behind the login reads server state (credits, plan, history…).
export const handle = serverStateHandle;

export default function RequireLogin() {
  const session = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // The session can also end while the page is open: logout in another tab, or a 401 answer. After
  // the user's own logout there is no page to come back to.
  useEffect(() => {
    if (session !== null) return;
    const next = sessionEndedOnPurpose() ? paths.login : loginPathFrom(`${pathname}${search}`);
    void navigate(next, { replace: true });
  }, [session, navigate, pathname, search]);
  return session ? <Outlet /> : null;
}
