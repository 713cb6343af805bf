import type { MetaFunction } from 'react-router';
import { LegalPage } from '../features/site-pages/components/legal-page';
import { cookieNotice } from '../features/site-pages/content/cookie-notice';
import { pageMeta } from '../lib/page-meta';
import { paths } from '../lib/paths';

export const meta: MetaFunction = () =>
  pageMeta(
    'Cookie Notice',
    'We use no tracking cookies. See each local-storage key the app keeps for your login and tool state, and how to clear it.',
  );

export default function CookiesRoute() {
  return <LegalPage content={cookieNotice} path={paths.cookies} />;
}
