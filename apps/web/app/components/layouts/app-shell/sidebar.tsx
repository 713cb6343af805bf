import { Divider, NavLink, ScrollArea, Stack } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useLogout } from '~/lib/logout';
import { BrandLink } from '~/components/brand/brand-link';
import { sidebarEntries, type SidebarEntry } from './sidebar-entries';
import { SidebarLink } from './sidebar-link';
import classes from './sidebar.module.css';

interface SidebarProps {
  collapsed: boolean;
  /** Called after any entry is chosen, so the mobile drawer can close. */
  onNavigate?: () => void;
}

/** The logged-in navigation. */
export function Sidebar({ collapsed, onNavigate }: SidebarProps) {
  const logout = useLogout();
  const group = sidebarEntries.billingGroup;
  const link = (entry: SidebarEntry) => (
    <SidebarLink key={entry.label} {...entry} collapsed={collapsed} onClick={onNavigate} />
  );

  return (
    <nav aria-label="Sidebar" className={classes.sidebar} data-collapsed={collapsed || undefined}>
      <div className={classes.brand}>
        <BrandLink compact={collapsed} onClick={onNavigate} />
      </div>
      <ScrollArea className={classes.scroll} scrollbarSize={6}>
        <Stack gap={4} p="sm">
          {sidebarEntries.main.map(link)}
          {collapsed ? (
            <>
              <Divider my={4} />
              {group.entries.map(link)}
              <Divider my={4} />
            </>
          ) : (
            <NavLink
              label={group.label}
              leftSection={<group.icon size={20} stroke={1.7} aria-hidden />}
              defaultOpened
              childrenOffset={28}
              className={classes.link}
            >
              {group.entries.map(link)}
            </NavLink>
          )}
          {sidebarEntries.afterGroup.map(link)}
          <SidebarLink
            label="Log Out"
            icon={IconLogout}
            collapsed={collapsed}
            onClick={() => {
              onNavigate?.();
              void logout();
            }}
          />
        </Stack>
      </ScrollArea>
      <Stack gap={4} p="sm" className={classes.bottom}>
        {sidebarEntries.bottom.map(link)}
      </Stack>
    </nav>
  );
}
