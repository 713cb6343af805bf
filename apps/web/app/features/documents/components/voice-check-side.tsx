import { CloseButton, Group, Title } from '@mantine/core';
import type { VoiceIssue } from '@penwise/contract';
import { EditorSidePanel } from './editor-side-panel';
import type { VoiceTools } from './voice-tools';

interface VoiceCheckSideProps {
  CheckPanel: VoiceTools['CheckPanel'];
  text: string;
  onAccept: (issue: VoiceIssue) => void;
  onClose: () => void;
}

/** 'Check against voice' beside the editor: the brand-voices panel, run on the document's text. */
export function VoiceCheckSide({ CheckPanel, text, onAccept, onClose }: VoiceCheckSideProps) {
  return (
    <EditorSidePanel titleId="voice-check-title">
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h5" id="voice-check-title">
          Check against voice
        </Title>
        <CloseButton aria-label="Close the voice check" onClick={onClose} />
      </Group>
      <CheckPanel text={text} onAccept={onAccept} />
    </EditorSidePanel>
  );
}
