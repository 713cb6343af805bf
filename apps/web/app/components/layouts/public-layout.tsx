import type { ReactNode } from 'react';
import { PublicNavbar } from './public-navbar';
import classes from './public-layout.module.css';
import { SiteFooter } from './site-footer';

/** Guests everywhere, and everyone on the home page: navbar, content, footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <PublicNavbar />
      <main id="main" className={classes.main}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
