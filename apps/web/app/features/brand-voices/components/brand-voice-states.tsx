import { Button, EmptyState, Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconMicrophone2, IconMicrophone2Off, IconPlus } from '@tabler/icons-react';
import { LoadFailed } from '~/components/load-failed';

export function BrandVoicesLoading() {
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="md"
      role="status"
      aria-label="Loading your brand voices"
    >
      {Array.from({ length: 3 }, (_, index) => (
        <Paper key={index} withBorder p="lg" shadow="xs" radius="lg">
          <Stack gap="sm">
            <Skeleton height={20} width="50%" />
            <Skeleton height={14} />
            <Skeleton height={14} width="80%" />
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

export function NoBrandVoices({ onCreate }: { onCreate: () => void }) {
  return (
    <Paper withBorder shadow="xs" radius="lg">
      <EmptyState
        py={56}
        px="md"
        variant="light"
        icon={<IconMicrophone2 size={28} />}
        title="No brand voices yet"
        description="Describe how you sound once, or paste a few texts you wrote, and every tool can write that way."
      >
        <EmptyState.Actions>
          <Button leftSection={<IconPlus size={16} />} onClick={onCreate}>
            Create your first voice
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}

export function BrandVoicesFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Paper withBorder shadow="xs" radius="lg">
      <LoadFailed icon={IconMicrophone2Off} title="Your brand voices could not be loaded" onRetry={onRetry} />
    </Paper>
  );
}
