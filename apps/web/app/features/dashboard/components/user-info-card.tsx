import { Avatar, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLogout, IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useLogout } from '~/lib/logout';
import { paths } from '~/lib/paths';
import classes from './dashboard.module.css';

/** The user's name and e-mail with Settings and Logout. */
export function UserInfoCard({ name, email }: { name: string; email: string }) {
  const logout = useLogout();
  const rows = [
    { label: 'Name', value: name || 'Not set' },
    { label: 'Email', value: email },
  ];
  return (
    <Paper withBorder p="lg" shadow="xs" className={classes.card}>
      <Stack gap="md" h="100%">
        <Group gap="md" wrap="nowrap">
          <Avatar color="penwise" radius="xl" size={48}>
            {(name || email).slice(0, 1).toUpperCase()}
          </Avatar>
          <div className={classes.identity}>
            <Title order={2} size="h4">
              Your account
            </Title>
            <Text c="dimmed" size="sm">
              Signed in
            </Text>
          </div>
        </Group>
        <Divider />
        <dl className={classes.details}>
          {rows.map((row) => (
            <div key={row.label}>
              <Text component="dt" size="xs" c="dimmed" fw={600} tt="uppercase">
                {row.label}
              </Text>
              <Text component="dd" fw={500} className={classes.email}>
                {row.value}
              </Text>
            </div>
          ))}
        </dl>
        <Group gap="sm" mt="auto" grow>
          <Button
            component={Link}
            to={paths.settings}
            variant="light"
            leftSection={<IconSettings size={18} />}
          >
            Settings
          </Button>
          <Button variant="default" leftSection={<IconLogout size={18} />} onClick={() => void logout()}>
            Logout
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
