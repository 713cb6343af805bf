import { environmentManager, QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { isRetryable } from './api-client';
import { ApiError } from './api-query';

// A failure worth repeating is asked twice more (after 1 s, then 2 s) before the page shows it.
const maxRetries = 2;

/**
 * The app's query client. Every page visit still asks the server (staleTime 0), as the pages did
 * before, but shows the last answer meanwhile; changes the app makes itself refresh what they touch
 * by invalidation (query-invalidation.ts). Focus does not refetch: a tab switch would re-ask every
 * money call of the page at once. The credits balance opts back in (credits.ts).
 */
export function createQueryClient(overrides: DefaultOptions['queries'] = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 0,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          failureCount < maxRetries && error instanceof ApiError && isRetryable(error.failure),
        ...overrides,
      },
    },
  });
}

let browserClient: QueryClient | undefined;

/**
 * The browser's one client, whose cache lives as long as the tab (and survives the provider being
 * mounted again). Prerendering gets a new one per page, so no page is rendered with another's data.
 */
export function getQueryClient(): QueryClient {
  if (environmentManager.isServer()) return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}
