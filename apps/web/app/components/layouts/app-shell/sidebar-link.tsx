import { NavLink, Tooltip, UnstyledButton } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Link, matchPath, useLocation } from 'react-router';
import classes from './sidebar.module.css';

interface SidebarLinkProps {
  label: string;
  icon: Icon;
  /** A route to open, or… */
  to?: string;
  /** Other pages under this entry, where it stays highlighted: paths or route patterns ('/documents/:id'). */
  within?: readonly string[];
  /** …an action, such as Log Out. */
  onClick?: () => void;
  collapsed: boolean;
}

/** One sidebar entry: a full-width row, or an icon with a tooltip when the sidebar is collapsed. */
export function SidebarLink({ label, icon: EntryIcon, to, within, onClick, collapsed }: SidebarLinkProps) {
  const { pathname } = useLocation();
  const current = to !== undefined && pathname === to;
  const active = current || (within?.some((pattern) => matchPath(pattern, pathname) !== null) ?? false);
  const icon = <EntryIcon size={20} stroke={1.7} aria-hidden />;

  if (collapsed) {
    const shared = { onClick, className: classes.iconLink, 'aria-label': label, children: icon };
    return (
      <Tooltip label={label} position="right" withArrow openDelay={150}>
        {to === undefined ? (
          <UnstyledButton {...shared} />
        ) : (
          <UnstyledButton
            {...shared}
            component={Link}
            to={to}
            data-active={active || undefined}
            aria-current={current ? 'page' : active ? 'true' : undefined}
          />
        )}
      </Tooltip>
    );
  }
  if (to === undefined) {
    return (
      <NavLink
        component="button"
        type="button"
        label={label}
        leftSection={icon}
        onClick={onClick}
        className={classes.link}
      />
    );
  }
  return (
    <NavLink
      component={Link}
      to={to}
      label={label}
      leftSection={icon}
      active={active}
      aria-current={current ? 'page' : active ? 'true' : undefined}
      onClick={onClick}
      className={classes.link}
    />
  );
}
