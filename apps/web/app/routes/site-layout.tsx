import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader';
import { PublicLayout } from '../components/layouts/public-layout';
import { paths } from '../lib/paths';
import { useHashScroll } from '../lib/use-hash-scroll';
import { useSignedIn } from '../lib/session';

// Guests never see the sidebar layout: it (and Mantine's scroll areas and drawers under it) loads
// only for a signed-in user, keeping the public pages' JavaScript small.
const AppLayout = lazy(async () => ({
  default: (await import('../components/layouts/app-shell/app-layout')).AppLayout,
}));

/**
 * Logged in, every page but the home page gets the sidebar layout; guests (and the
 * prerendered HTML, which cannot know the session) get the public navbar and footer.
 */
export default function SiteLayout() {
  const signedIn = useSignedIn();
  useHashScroll();
  const { pathname } = useLocation();
  if (signedIn && pathname !== paths.home) {
    return (
      <Suspense fallback={<FullPageLoader />}>
        <AppLayout>
          <Outlet />
        </AppLayout>
      </Suspense>
    );
  }
  return (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  );
}
