import { useState, type ComponentType, type ReactNode } from 'react';
import { useMatches } from 'react-router';

type Provider = ComponentType<{ children: ReactNode }>;

/** The `handle` of a route whose pages read server state: query-provider.tsx's `serverStateHandle`. */
export interface ServerStateHandle {
  serverStateProvider: Provider;
}

function isServerStateHandle(handle: unknown): handle is ServerStateHandle {
  return typeof handle === 'object' && handle !== null && 'serverStateProvider' in handle;
}

/**
 * Where root.tsx puts the app's one QueryClient provider. Routes whose pages use server state (every
 * logged-in page, /pricing, /success) name the provider in their `handle`, so TanStack Query loads
 * with those routes' code and never with the public pages (the home page's JavaScript budget), and
 * the prerendered HTML and its hydration agree, as both see the same matched routes. Once mounted the
 * provider stays: going back to a public page keeps the page tree and the cache as they are.
 */
export function ServerStateRoot({ children }: { children: ReactNode }) {
  const wanted = useMatches()
    .map((match) => match.handle)
    .find(isServerStateHandle)?.serverStateProvider;
  const [mounted, setMounted] = useState<{ Provider: Provider }>();
  if (wanted && !mounted) setMounted({ Provider: wanted });
  const Provider = mounted?.Provider ?? wanted;
  return Provider ? <Provider>{children}</Provider> : children;
}
