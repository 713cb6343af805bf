import '@mantine/core/styles.css';
import './styles/global.css';
import { MantineProvider, mantineHtmlProps } from '@mantine/core';
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
import { theme } from './theme';

export const links: LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export const meta: MetaFunction = () => siteMeta();

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" {...mantineHtmlProps}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#484be8" />
        <Meta />
        <CanonicalLink />
        <Links />
      </head>
      <body>
        {/* Light scheme only: Mantine's colour-scheme script is inline, which the CSP forbids. */}
        <MantineProvider theme={theme} forceColorScheme="light">
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
  // SPEC §1: any page visited with ?ref=CODE remembers the referral code.
  useEffect(() => captureReferral(search), [search]);
  // Browser tests wait for this before typing: input into prerendered HTML before hydration is lost.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <PopupProvider>
      <Outlet />
    </PopupProvider>
  );
}

/** Shown inside the SPA fallback page while the app's code loads. */
export function HydrateFallback() {
  return <FullPageLoader />;
}

export function ErrorBoundary() {
  return <UnexpectedError />;
}
