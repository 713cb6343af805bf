import { useLocation } from 'react-router';
import { siteOrigin } from '../lib/page-meta';

/** One canonical URL per page (no query, no trailing slash), shared by search engines and link previews. */
export function CanonicalLink() {
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const url = `${siteOrigin()}${path}`;
  return (
    <>
      <link rel="canonical" href={url} />
      <meta property="og:url" content={url} />
    </>
  );
}
