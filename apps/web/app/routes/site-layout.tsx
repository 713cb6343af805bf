import { Outlet, useLocation } from 'react-router';
import { AppLayout } from '../components/layouts/app-shell/app-layout';
import { PublicLayout } from '../components/layouts/public-layout';
import { paths } from '../lib/paths';
import { useHashScroll } from '../lib/use-hash-scroll';
import { useSession } from '../lib/session';

/**
 * SPEC §2: logged in, every page but the home page gets the sidebar layout; guests (and the
 * prerendered HTML, which cannot know the session) get the public navbar and footer.
 */
export default function SiteLayout() {
  const session = useSession();
  useHashScroll();
  const { pathname } = useLocation();
  if (session && pathname !== paths.home) {
    return (
      <AppLayout>
        <Outlet />
      </AppLayout>
    );
  }
  return (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  );
}
