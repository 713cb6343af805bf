import { Paper, Skeleton, Stack } from '@mantine/core';
import { IconFileOff, IconFileText, IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { EmptyPanel } from '~/components/empty-panel';
import { LoadFailedPanel } from '~/components/load-failed';

/** Placeholder rows in the shape of the real ones. */
export function DocumentsLoading() {
  return (
    <Stack gap="sm" role="status" aria-label="Loading your documents">
      {Array.from({ length: 5 }, (_, index) => (
        <Paper key={index} withBorder p="md">
          <Skeleton height={18} width="45%" />
          <Skeleton height={14} width="30%" mt={8} />
        </Paper>
      ))}
    </Stack>
  );
}

/** No documents at all: where they come from, and a way to start one (`action`). */
export function NoDocuments({ action }: { action: ReactNode }) {
  return (
    <EmptyPanel
      icon={IconFileText}
      title="No documents yet — save any output as a document, or start a new one"
      description="Your documents are kept here, newest edit first, ready to edit, polish with AI and export."
      actions={action}
    />
  );
}

export function NoDocumentsMatch({ search }: { search: string }) {
  return (
    <EmptyPanel
      compact
      icon={IconSearch}
      title={`No document titles match “${search}”`}
      description="Try another word, or clear the search to see every document."
    />
  );
}

export function DocumentsFailed({ onRetry }: { onRetry: () => void }) {
  return <LoadFailedPanel icon={IconFileOff} title="Your documents could not be loaded" onRetry={onRetry} />;
}
