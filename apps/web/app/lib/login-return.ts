import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from './paths';
import { useSession } from './session';

/** The query parameter /login reads the page to return to from. */
export const returnParam = 'next';

// Returning to these would loop back to a login form.
const authPages: readonly string[] = [paths.login, paths.register, paths.reset];
const anyOrigin = 'http://same.site';

/**
 * `raw` as a path of this site (path, query and hash), or null: only a relative path starting with
 * one slash is accepted, so `//evil.com`, `/\evil.com` or `https:` can never send a user elsewhere.
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  // Browsers drop tabs and newlines from URLs: `/\t/evil.com` would become `//evil.com`.
  for (let index = 0; index < raw.length; index += 1) {
    const code = raw.charCodeAt(index);
    if (code < 32 || code === 127 || raw[index] === '\\') return null;
  }
  let url: URL;
  try {
    url = new URL(raw, anyOrigin);
  } catch {
    return null;
  }
  if (url.origin !== anyOrigin || authPages.includes(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** /login, remembering `from` (a path with its query string) to come back to after logging in. */
export function loginPathFrom(from: string): string {
  const back = safeReturnPath(from);
  if (!back || back === paths.dashboard) return paths.login;
  return `${paths.login}?${new URLSearchParams({ [returnParam]: back }).toString()}`;
}

/** Where a successful login goes: the page the user was sent away from, or the dashboard. */
export function useReturnPath(): string {
  const [params] = useSearchParams();
  return safeReturnPath(params.get(returnParam)) ?? paths.dashboard;
}

/** Login, sign-up and reset are for guests: a logged-in visitor goes on to `target`. */
export function useGuestOnly(target: string = paths.dashboard): void {
  const session = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    if (session) void navigate(target, { replace: true });
  }, [session, target, navigate]);
}
