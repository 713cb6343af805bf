import { Button, Skeleton, Stack } from '@mantine/core';
import { IconFileOff, IconFileUnknown } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyPanel } from '~/components/empty-panel';
import { LoadFailedPanel } from '~/components/load-failed';
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
    <EmptyPanel
      icon={IconFileUnknown}
      title="This document does not exist"
      description="It may have been deleted, or the link is wrong."
      actions={
        <Button component={Link} to={paths.documents}>
          Back to your documents
        </Button>
      }
    />
  );
}

export function DocumentFailed({ onRetry }: { onRetry: () => void }) {
  return <LoadFailedPanel icon={IconFileOff} title="The document could not be loaded" onRetry={onRetry} />;
}
