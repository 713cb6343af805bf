import '@mantine/core/styles.css';
import './styles/global.css';
import { ColorSchemeScript, MantineProvider, mantineHtmlProps } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  type LinksFunction,
  type MetaFunction,
} from 'react-router';
import { CanonicalLink } from './components/canonical-link';
import { FullPageLoader } from './components/full-page-loader';
import { PopupProvider } from './components/popup/popup-provider';
import { UnexpectedError } from './components/unexpected-error';
import { siteMeta } from './lib/page-meta';
import { captureReferral } from './lib/referral';
import { ServerStateRoot } from './lib/server-state-root';
import { theme } from './theme';
import { accessibleColors } from './theme-variables';

export const links: LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export const meta: MetaFunction = () => siteMeta();

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" {...mantineHtmlProps}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#484be8" />
        {/* Sets the scheme before first paint; the build moves it to a script file the CSP allows. */}
        <ColorSchemeScript defaultColorScheme="auto" />
        <Meta />
        <CanonicalLink />
        <Links />
      </head>
      <body>
        {/* Light or dark, following the system setting. */}
        <MantineProvider theme={theme} defaultColorScheme="auto" cssVariablesResolver={accessibleColors}>
          {children}
        </MantineProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const { search } = useLocation();
  // Any page visited with ?ref=CODE remembers the referral code.
  useEffect(() => captureReferral(search), [search]);
  // Browser tests wait for this before typing: input into prerendered HTML before hydration is lost.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    // The QueryClient provider, mounted from the first route that uses server state on.
    <ServerStateRoot>
      <PopupProvider>
        <Outlet />
      </PopupProvider>
    </ServerStateRoot>
  );
}

/** Shown inside the SPA fallback page while the app's code loads. */
export function HydrateFallback() {
  return <FullPageLoader />;
}

export function ErrorBoundary() {
  return <UnexpectedError />;
}
