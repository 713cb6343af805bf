import { Group, Paper, Stack, Title } from '@mantine/core';
import { useRef, type ReactNode } from 'react';
import classes from './result-panel.module.css';
import { useRevealOnStart } from './use-reveal-on-start';

interface ResultPanelProps {
  /** The heading, and the id the section is labelled by. */
  title: string;
  titleId: string;
  /** Buttons beside the heading (Download, Copy…), when there is a result. */
  actions?: ReactNode;
  /** A run started (and which one): the panel scrolls into view on a phone. */
  started: boolean;
  runKey?: unknown;
  className?: string;
  children: ReactNode;
}

/** The result side of a tool page: a titled section with optional actions, revealed when a run starts. */
export function ResultPanel({
  title,
  titleId,
  actions,
  started,
  runKey,
  className,
  children,
}: ResultPanelProps) {
  const panel = useRef<HTMLElement>(null);
  useRevealOnStart(panel, started, runKey);
  return (
    <Paper
      ref={panel}
      withBorder
      shadow="xs"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={titleId}
      className={className ? `${classes.panel} ${className}` : classes.panel}
    >
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" id={titleId}>
            {title}
          </Title>
          {actions}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
