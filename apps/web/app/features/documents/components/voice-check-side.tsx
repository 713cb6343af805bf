import { CloseButton, Group, Paper, Stack, Title } from '@mantine/core';
import type { VoiceIssue } from '@penwise/contract';
import type { VoiceTools } from './voice-tools';
import classes from './document-editor.module.css';

interface VoiceCheckSideProps {
  CheckPanel: VoiceTools['CheckPanel'];
  text: string;
  onAccept: (issue: VoiceIssue) => void;
  onClose: () => void;
}

/** 'Check against voice' beside the editor: the brand-voices panel, run on the document's text. */
export function VoiceCheckSide({ CheckPanel, text, onAccept, onClose }: VoiceCheckSideProps) {
  return (
    <Paper
      withBorder
      shadow="sm"
      p="md"
      component="section"
      aria-labelledby="voice-check-title"
      className={classes.panel}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h5" id="voice-check-title">
            Check against voice
          </Title>
          <CloseButton aria-label="Close the voice check" onClick={onClose} />
        </Group>
        <CheckPanel text={text} onAccept={onAccept} />
      </Stack>
    </Paper>
  );
}
