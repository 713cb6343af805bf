import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { createRoutesStub, Outlet } from 'react-router';
import { vi } from 'vitest';
import { PopupProvider } from '../app/components/popup/popup-provider';
import { createQueryClient } from '../app/lib/query-client';
import { theme } from '../app/theme';

/**
 * The app's query client with its defaults, but failures show at once (the app retries a 5xx twice,
 * seconds apart). A new one per render, so no test sees another's cached answers.
 */
export function createTestQueryClient(): QueryClient {
  return createQueryClient({ retry: false });
}

/** The app's providers (Mantine, the query client, the popup) around `children`. */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={client}>
        <PopupProvider>{children}</PopupProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

interface RenderRouteOptions {
  path?: string;
  url?: string;
  /** A layout route to nest the page in, as routes.ts does. */
  layout?: ComponentType;
}

/**
 * Renders `Component` at `path` inside the app's providers, with stub pages to navigate to; the
 * result carries the query client, for tests that look at what is cached or invalidated.
 */
export function renderRoute(
  Component: ComponentType,
  { path = '/', url = path, layout }: RenderRouteOptions = {},
) {
  const queryClient = createTestQueryClient();
  const Providers = () => (
    <AppProviders client={queryClient}>
      <Outlet />
    </AppProviders>
  );
  const page = layout ? { Component: layout, children: [{ path, Component }] } : { path, Component };
  const Stub = createRoutesStub([
    {
      Component: Providers,
      children: [
        page,
        { path: '/dashboard', Component: () => <h1>Dashboard page</h1> },
        { path: '/login', Component: () => <h1>Login page</h1> },
      ],
    },
  ]);
  return Object.assign(render(<Stub initialEntries={[url]} />), { queryClient });
}

/** Answers every fetch with `body` and `status`, and returns the mock to inspect calls. */
export function mockFetch(body: unknown, status = 200) {
  const fetchMock = vi.fn<typeof fetch>(() =>
    Promise.resolve(
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function urlOf(input: RequestInfo | URL | undefined): string {
  if (input === undefined || typeof input === 'string') return input ?? '';
  return input instanceof URL ? input.href : input.url;
}

/** The JSON body and headers of the `index`th fetch call. */
export function fetchCall(fetchMock: ReturnType<typeof mockFetch>, index = 0) {
  const [input, init] = fetchMock.mock.calls[index] ?? [];
  return {
    url: urlOf(input),
    headers: new Headers(init?.headers),
    body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
  };
}

export interface MockAnswer {
  body: unknown;
  status?: number;
}

/**
 * Answers each API path with its own body and status (paths as in the contract's `apiPaths`,
 * with any id); a path not listed answers 404, so a test notices an unexpected call.
 */
export function mockApi(routes: Record<string, MockAnswer>) {
  const fetchMock = vi.fn<typeof fetch>((input) => {
    const answer = routes[new URL(urlOf(input), 'http://localhost').pathname];
    const { body, status = 200 } = answer ?? { body: { error: 'Not found', code: 'not_found' }, status: 404 };
    return Promise.resolve(
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The paths of every fetch call so far, in order. */
export function calledPaths(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>): string[] {
  return fetchMock.mock.calls.map(([input]) => new URL(urlOf(input), 'http://localhost').pathname);
}

/** The open popup, once it has loaded: queries scoped to its dialog. */
export async function findPopup() {
  return within(await screen.findByRole('dialog'));
}
