import { Burger, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { BrandLink } from '../brand/brand-link';
import { headerLinks } from './nav-links';
import classes from './public-layout.module.css';
import { SessionActions } from './session-actions';

const PublicMenuDrawer = lazy(async () => ({
  default: (await import('./public-menu-drawer')).PublicMenuDrawer,
}));

/** The fixed 70px header of the public pages, with a drawer menu on small screens. */
export function PublicNavbar() {
  const [menuOpened, menu] = useDisclosure(false);
  // Mounted from the first open on, so the drawer keeps its closing animation afterwards.
  const [menuUsed, setMenuUsed] = useState(false);
  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.inner}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <BrandLink />
          <Group component="nav" aria-label="Main" gap={2} visibleFrom="md">
            {headerLinks.map((link) => (
              <Link key={link.to} to={link.to} className={classes.link}>
                {link.label}
              </Link>
            ))}
          </Group>
          <Group gap="sm" visibleFrom="md" wrap="nowrap">
            <SessionActions />
          </Group>
          <Burger
            opened={menuOpened}
            onClick={() => {
              setMenuUsed(true);
              menu.toggle();
            }}
            hiddenFrom="md"
            aria-label={menuOpened ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpened}
          />
        </Group>
      </Container>
      {menuUsed && (
        <Suspense fallback={null}>
          <PublicMenuDrawer opened={menuOpened} onClose={menu.close} />
        </Suspense>
      )}
    </header>
  );
}
