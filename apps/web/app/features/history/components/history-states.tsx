import { Button, EmptyState, Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconHistory, IconHistoryOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { LoadFailed } from '~/components/load-failed';
import { paths } from '~/lib/paths';

/** Placeholder cards in the shape of the real ones, so the page does not jump when they arrive. */
export function HistoryLoading() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" role="status" aria-label="Loading your history">
      {Array.from({ length: 6 }, (_, index) => (
        <Paper key={index} withBorder p="lg" shadow="xs">
          <Stack gap="sm">
            <Skeleton height={20} width="40%" />
            <Skeleton height={18} width="70%" />
            <Skeleton height={14} />
            <Skeleton height={14} width="85%" />
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

export function NoHistory() {
  return (
    <Paper withBorder shadow="xs">
      <EmptyState
        py={56}
        px="md"
        variant="light"
        icon={<IconHistory size={28} />}
        title="Nothing generated yet"
        description="Texts, images, voiceovers and transcriptions you create will be listed here."
      >
        <EmptyState.Actions>
          <Button component={Link} to={paths.allAiTools}>
            Explore AI tools
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}

export function HistoryFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Paper withBorder shadow="xs">
      <LoadFailed icon={IconHistoryOff} title="Your history could not be loaded" onRetry={onRetry} />
    </Paper>
  );
}
