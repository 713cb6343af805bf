import { Drawer, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { BrandLink } from '../brand/brand-link';
import { headerLinks } from './nav-links';
import classes from './public-layout.module.css';
import { SessionActions } from './session-actions';

/** The small-screen menu of the public header (loaded on first open: most visitors never need it). */
export function PublicMenuDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="xs"
      title={<BrandLink onClick={onClose} />}
      hiddenFrom="md"
    >
      <Stack component="nav" aria-label="Main" gap={2}>
        {headerLinks.map((link) => (
          <Link key={link.to} to={link.to} className={classes.drawerLink} onClick={onClose}>
            {link.label}
          </Link>
        ))}
      </Stack>
      <Stack mt="xl" gap="sm">
        <SessionActions onNavigate={onClose} fullWidth />
      </Stack>
    </Drawer>
  );
}
