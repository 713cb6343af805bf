import { Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconRocket } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { brand } from '../lib/brand';
import { paths } from '../lib/paths';
import { useSession } from '../lib/session';

interface ComingSoonPanelProps {
  /** The page's heading. */
  title: string;
  /** One line on what the page will offer. */
  description: string;
  children?: ReactNode;
}

/** Stands in for a page that a later release fills, keeping its title and place in navigation. */
export function ComingSoonPanel({ title, description, children }: ComingSoonPanelProps) {
  const session = useSession();
  return (
    <Container size="md" py={{ base: 'xl', sm: 48 }}>
      <Stack gap="xl">
        <div>
          <Title order={1}>{title}</Title>
          <Text c="dimmed" size="lg" mt={6}>
            {description}
          </Text>
        </div>
        <Paper withBorder p={{ base: 'lg', sm: 40 }} shadow="xs">
          <Stack align="center" ta="center" gap="md">
            <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
              <IconRocket size={32} stroke={1.6} />
            </ThemeIcon>
            <Title order={2} size="h3">
              Coming in a later release
            </Title>
            <Text c="dimmed" maw={460}>
              We are still building this part of {brand.name}. It will appear here in an upcoming release.
            </Text>
            {children}
            <Group justify="center" mt="xs">
              {session ? (
                <Button component={Link} to={paths.dashboard}>
                  Go to dashboard
                </Button>
              ) : (
                <Button component={Link} to={paths.home}>
                  Back to home
                </Button>
              )}
            </Group>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
