import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { getQueryClient } from './query-client';
import type { ServerStateHandle } from './server-state-root';
import { idTokenOf, useSession } from './session';

/**
 * The keys name no user, so the cache must not outlive its session: once a session ends (logout, a
 * 401, another tab) or another user's replaces it, every answer and mutation is forgotten and what is
 * on screen asks again. A login after none has nothing to forget.
 */
function useForgetEndedSessions(client: QueryClient): void {
  const session = useSession();
  const last = useRef<string | null>(null);
  useEffect(() => {
    // Unknown while hydrating prerendered HTML: nothing to compare yet.
    if (session === undefined) return;
    const token = session ? idTokenOf(session) : null;
    if (last.current !== null && last.current !== token) {
      client.getMutationCache().clear();
      void client.resetQueries();
    }
    last.current = token;
  }, [client, session]);
}

/** The app's QueryClient, for every page under a route whose handle is `serverStateHandle`. */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(getQueryClient);
  useForgetEndedSessions(client);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/**
 * `export const handle = serverStateHandle` in a route module whose pages use queries: root.tsx then
 * provides the client (server-state-root.tsx), and TanStack Query is part of that route's code only.
 */
export const serverStateHandle: ServerStateHandle = { serverStateProvider: QueryProvider };
