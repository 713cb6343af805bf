import { Drawer } from '@mantine/core';
import { useDisclosure, useLocalStorage, useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { storageKeys } from '~/lib/storage-keys';
import classes from './app-layout.module.css';
import { MobileHeader } from './mobile-header';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';

/** Logged-in pages (all but /, /login, /register, /reset): sidebar, top bar, mobile header. */
export function AppLayout({ children }: { children: ReactNode }) {
  const [collapsed, setCollapsed] = useLocalStorage({
    key: storageKeys.sidebarCollapsed,
    defaultValue: false,
  });
  const [drawerOpened, drawer] = useDisclosure(false);
  // The drawer is the small-screen sidebar; it must not linger when the window grows past 1050px.
  const wide = useMediaQuery('(min-width: 1050px)');

  return (
    <div className={classes.shell} data-collapsed={collapsed || undefined}>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <aside className={classes.sidebar} id="app-sidebar">
        <Sidebar collapsed={collapsed} />
      </aside>
      <div className={classes.body}>
        <MobileHeader menuOpened={drawerOpened} onToggleMenu={drawer.toggle} />
        <TopBar collapsed={collapsed} onToggleCollapsed={() => setCollapsed((value) => !value)} />
        <main id="main" className={classes.main}>
          {children}
        </main>
      </div>
      <Drawer
        opened={drawerOpened && !wide}
        onClose={drawer.close}
        size={280}
        padding={0}
        withCloseButton={false}
        aria-label="Navigation"
      >
        <Sidebar collapsed={false} onNavigate={drawer.close} />
      </Drawer>
    </div>
  );
}
