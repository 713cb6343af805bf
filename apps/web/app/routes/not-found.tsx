import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link, type MetaFunction } from 'react-router';
import { pageMeta } from '../lib/page-meta';
import { paths } from '../lib/paths';

export const meta: MetaFunction = () => pageMeta('Page not found');

export default function NotFoundRoute() {
  return (
    <Container size="sm" py={96}>
      <Stack align="center" ta="center" gap="md">
        <Text fw={800} fz={64} c="penwise.6" lh={1}>
          404
        </Text>
        <Title order={1} size="h2">
          Page not found
        </Title>
        <Text c="dimmed">The page you are looking for does not exist or has moved.</Text>
        <Button component={Link} to={paths.home}>
          Back to home
        </Button>
      </Stack>
    </Container>
  );
}
