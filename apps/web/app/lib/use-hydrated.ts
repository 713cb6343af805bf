import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while rendering prerendered HTML and hydrating it, true afterwards: lets a page read
 * browser-only state (query string, storage) without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
