import { Button, EmptyState, Paper, Skeleton, Stack } from '@mantine/core';
import { IconFileOff, IconFileUnknown } from '@tabler/icons-react';
import { Link } from 'react-router';
import { LoadFailed } from '~/components/load-failed';
import { paths } from '~/lib/paths';

export function DocumentLoading() {
  return (
    <Stack gap="md" role="status" aria-label="Loading the document">
      <Skeleton height={36} width="50%" />
      <Skeleton height={16} width="30%" />
      <Skeleton height={420} />
    </Stack>
  );
}

/** A document that does not exist, or is not this user's (the server answers both with 404). */
export function DocumentNotFound() {
  return (
    <Paper withBorder shadow="xs">
      <EmptyState
        py={56}
        px="md"
        variant="light"
        icon={<IconFileUnknown size={28} />}
        title="This document does not exist"
        description="It may have been deleted, or the link is wrong."
      >
        <EmptyState.Actions>
          <Button component={Link} to={paths.documents}>
            Back to your documents
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}

export function DocumentFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Paper withBorder shadow="xs">
      <LoadFailed icon={IconFileOff} title="The document could not be loaded" onRetry={onRetry} />
    </Paper>
  );
}
