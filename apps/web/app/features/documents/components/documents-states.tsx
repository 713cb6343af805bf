import { EmptyState, Paper, Skeleton, Stack } from '@mantine/core';
import { IconFileOff, IconFileText, IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { LoadFailed } from '~/components/load-failed';

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
    <Paper withBorder shadow="xs">
      <EmptyState
        py={56}
        px="md"
        variant="light"
        icon={<IconFileText size={28} />}
        title="No documents yet — save any output as a document, or start a new one"
        description="Your documents are kept here, newest edit first, ready to edit, polish with AI and export."
      >
        <EmptyState.Actions>{action}</EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}

export function NoDocumentsMatch({ search }: { search: string }) {
  return (
    <Paper withBorder shadow="xs">
      <EmptyState
        py={40}
        px="md"
        variant="light"
        icon={<IconSearch size={26} />}
        title={`No document titles match “${search}”`}
        description="Try another word, or clear the search to see every document."
      />
    </Paper>
  );
}

export function DocumentsFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Paper withBorder shadow="xs">
      <LoadFailed icon={IconFileOff} title="Your documents could not be loaded" onRetry={onRetry} />
    </Paper>
  );
}
