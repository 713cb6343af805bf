/**
 * localStorage, or null where it does not exist (prerendering) or is refused (privacy modes),
 * so callers never crash over storage.
 */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
