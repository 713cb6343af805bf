import { EmptyState, Paper, type MantineRadius } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface EmptyPanelProps {
  icon: Icon;
  title: string;
  description: string;
  /** Buttons or links that lead on; none leaves a plain note. */
  actions?: ReactNode;
  /** A line below the actions. */
  children?: ReactNode;
  /** The corners of the cards the panel stands in for. */
  radius?: MantineRadius;
  /** Smaller, for a passing state such as a search without matches. */
  compact?: boolean;
}

/** A framed page state with nothing to list: none yet, none found, none matching. */
export function EmptyPanel({
  icon: PanelIcon,
  title,
  description,
  actions,
  children,
  radius,
  compact = false,
}: EmptyPanelProps) {
  return (
    <Paper withBorder shadow="xs" radius={radius}>
      <EmptyState
        py={compact ? 40 : 56}
        px="md"
        variant="light"
        icon={<PanelIcon size={compact ? 26 : 28} />}
        title={title}
        description={description}
      >
        {actions && <EmptyState.Actions>{actions}</EmptyState.Actions>}
        {children}
      </EmptyState>
    </Paper>
  );
}
