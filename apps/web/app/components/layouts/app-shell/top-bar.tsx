import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import classes from './app-layout.module.css';
import { UserMenu } from './user-menu';

interface TopBarProps {
  collapsed: boolean;
  onToggleCollapsed: () => void;
}

/** From 1050px: the sidebar toggle and the account menu. */
export function TopBar({ collapsed, onToggleCollapsed }: TopBarProps) {
  const label = collapsed ? 'Expand sidebar' : 'Collapse sidebar';
  return (
    <header className={classes.topBar}>
      <Tooltip label={label} position="right">
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          onClick={onToggleCollapsed}
          aria-label={label}
          aria-expanded={!collapsed}
          aria-controls="app-sidebar"
        >
          {collapsed ? (
            <IconLayoutSidebarLeftExpand size={22} />
          ) : (
            <IconLayoutSidebarLeftCollapse size={22} />
          )}
        </ActionIcon>
      </Tooltip>
      <Group gap="md">
        <UserMenu />
      </Group>
    </header>
  );
}
