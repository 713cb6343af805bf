import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLayoutDashboard, IconLogout, IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useLogout } from '~/lib/logout';
import { paths } from '~/lib/paths';
import { useSession } from '~/lib/session';

/** The first letter or digit of each of the first two words ("Carol Øster" → "CØ", "(Ann) Lee" → "AL"). */
export function initials(name: string, email: string): string {
  const firstLetter = (word: string) => /[\p{L}\p{N}]/u.exec(word)?.[0];
  const letters = name.split(/\s+/).map(firstLetter).filter(Boolean).slice(0, 2);
  return (letters.length > 0 ? letters.join('') : (firstLetter(email) ?? '?')).toUpperCase();
}

/** The account menu at the right of the top bar. */
export function UserMenu() {
  const session = useSession();
  const logout = useLogout();
  if (!session) return null;
  const { name, email } = session.success;
  return (
    <Menu position="bottom-end" width={220} shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label={`Account menu for ${email}`}>
          <Group gap="xs" wrap="nowrap">
            <Avatar color="penwise" radius="xl" size={36}>
              {initials(name, email)}
            </Avatar>
            <div>
              <Text size="sm" fw={600} lh={1.2}>
                {name || email}
              </Text>
              <Text size="xs" c="dimmed" lh={1.2}>
                {email}
              </Text>
            </div>
            <IconChevronDown size={16} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={paths.dashboard} leftSection={<IconLayoutDashboard size={16} />}>
          Dashboard
        </Menu.Item>
        <Menu.Item component={Link} to={paths.settings} leftSection={<IconSettings size={16} />}>
          Settings
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => void logout()}>
          Log Out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
