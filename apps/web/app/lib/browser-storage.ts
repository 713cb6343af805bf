/**
 * localStorage (or sessionStorage, for what should last one browser session), or null where it does
 * not exist (prerendering) or is refused (privacy modes), so callers never crash over storage.
 */
export function browserStorage(kind: 'local' | 'session' = 'local'): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return kind === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}
