import { Burger, Container, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router';
import { BrandLink } from '../brand/brand-link';
import { headerLinks } from './nav-links';
import classes from './public-layout.module.css';
import { SessionActions } from './session-actions';

/** The fixed 70px header of the public pages, with a drawer menu on small screens. */
export function PublicNavbar() {
  const [menuOpened, menu] = useDisclosure(false);
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
            onClick={menu.toggle}
            hiddenFrom="md"
            aria-label={menuOpened ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpened}
          />
        </Group>
      </Container>
      <Drawer
        opened={menuOpened}
        onClose={menu.close}
        position="right"
        size="xs"
        title={<BrandLink onClick={menu.close} />}
        hiddenFrom="md"
      >
        <Stack component="nav" aria-label="Main" gap={2}>
          {headerLinks.map((link) => (
            <Link key={link.to} to={link.to} className={classes.drawerLink} onClick={menu.close}>
              {link.label}
            </Link>
          ))}
        </Stack>
        <Stack mt="xl" gap="sm">
          <SessionActions onNavigate={menu.close} fullWidth />
        </Stack>
      </Drawer>
    </header>
  );
}
