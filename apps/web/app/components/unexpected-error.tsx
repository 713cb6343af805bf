import { Button, Code, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { paths } from '../lib/paths';

/** The error detail of whatever a route threw. */
export function errorDetail(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const data = typeof error.data === 'string' ? error.data : '';
    return [`${error.status} ${error.statusText}`.trim(), data].filter(Boolean).join(': ');
  }
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'Unknown error';
}

/** The router's error screen reads 'Unexpected Application Error!' and the detail. */
export function UnexpectedError() {
  const error = useRouteError();
  return (
    <Container size="sm" py={80}>
      <Paper withBorder p="xl" shadow="sm">
        <Stack gap="md">
          <Title order={1} size="h2" c="var(--penwise-text-danger)">
            Unexpected Application Error!
          </Title>
          <Code block>{errorDetail(error)}</Code>
          <Text c="dimmed" size="sm">
            Reload the page, or go back to the home page. If it happens again, please contact support.
          </Text>
          {/* A full page load, so a broken client state cannot follow the user home. */}
          <Button component="a" href={paths.home} w="fit-content">
            Back to home
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
