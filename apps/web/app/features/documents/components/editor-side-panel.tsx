import { Paper, Stack } from '@mantine/core';
import type { ReactNode, Ref } from 'react';
import classes from './document-editor.module.css';

interface EditorSidePanelProps {
  /** Id of the panel's heading, which names the section. */
  titleId: string;
  ref?: Ref<HTMLElement>;
  children: ReactNode;
}

/** A section beside the editor (below it on a phone) that stays in view while the document scrolls. */
export function EditorSidePanel({ titleId, ref, children }: EditorSidePanelProps) {
  return (
    <Paper
      withBorder
      shadow="sm"
      p="md"
      component="section"
      aria-labelledby={titleId}
      ref={ref}
      className={classes.panel}
    >
      <Stack gap="sm">{children}</Stack>
    </Paper>
  );
}
