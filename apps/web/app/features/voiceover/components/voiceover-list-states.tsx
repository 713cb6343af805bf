import { EmptyState, Skeleton, Stack } from '@mantine/core';
import { IconMicrophone2, IconMicrophoneOff } from '@tabler/icons-react';
import { LoadFailed } from '~/components/load-failed';

/** Placeholder rows in the table's shape, so the page does not jump when the rows arrive. */
export function VoiceoversLoading() {
  return (
    <Stack gap="sm" p="md" role="status" aria-label="Loading your voiceovers">
      <Skeleton height={18} width="60%" />
      {Array.from({ length: 3 }, (_, index) => (
        <Skeleton key={index} height={36} />
      ))}
    </Stack>
  );
}

export function NoVoiceovers() {
  return (
    <EmptyState
      py={40}
      px="md"
      variant="light"
      icon={<IconMicrophone2 size={28} />}
      title="No voiceovers yet"
      description="Voiceovers you generate are listed here, ready to play again or download."
    />
  );
}

export function VoiceoversFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <LoadFailed icon={IconMicrophoneOff} title="Your voiceovers could not be loaded" onRetry={onRetry} />
  );
}
