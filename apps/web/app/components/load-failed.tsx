import { Button, EmptyState, Paper, type MantineRadius } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

interface LoadFailedProps {
  icon: Icon;
  /** What could not be loaded, e.g. 'Your invoices could not be loaded'. */
  title: string;
  onRetry: () => void;
}

/** A list that failed to load, with a way to try again. */
export function LoadFailed({ icon: FailedIcon, title, onRetry }: LoadFailedProps) {
  return (
    <EmptyState
      py={56}
      px="md"
      variant="light"
      color="red"
      icon={<FailedIcon size={28} />}
      title={title}
      description="Check your connection, then try again."
    >
      <EmptyState.Actions>
        <Button variant="default" onClick={onRetry}>
          Try again
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}

/** A failed list in a framed panel, where its cards or rows would stand. */
export function LoadFailedPanel({ radius, ...failed }: LoadFailedProps & { radius?: MantineRadius }) {
  return (
    <Paper withBorder shadow="xs" radius={radius}>
      <LoadFailed {...failed} />
    </Paper>
  );
}
