import { Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconFilePlus, IconSparkles } from '@tabler/icons-react';
import { AudioDropZone } from './audio-drop-zone';
import { SelectedAudio } from './selected-audio';
import type { AudioSource } from './use-transcription';

interface UploadPanelProps {
  source: AudioSource | undefined;
  busy: boolean;
  /** This server cannot transcribe: Generate stays off (the page says why). */
  unavailable?: boolean;
  onFile: (file: File) => void;
  onNew: () => void;
  onGenerate: () => void;
}

/** My Documents: the upload area, the chosen file with its preview, and Generate. */
export function UploadPanel({
  source,
  busy,
  unavailable = false,
  onFile,
  onNew,
  onGenerate,
}: UploadPanelProps) {
  return (
    <Paper
      withBorder
      shadow="xs"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="documents-title"
    >
      <Stack gap="lg">
        <Group justify="space-between" gap="sm">
          <Text fw={700} size="lg" id="documents-title">
            My Documents
          </Text>
          {/* Locked while transcribing, so a late answer cannot land on a cleared page. */}
          <Button variant="default" leftSection={<IconFilePlus size={18} />} onClick={onNew} disabled={busy}>
            New
          </Button>
        </Group>
        <AudioDropZone disabled={busy} onFile={onFile} />
        {source && <SelectedAudio source={source} />}
        <Button
          size="md"
          disabled={busy || unavailable}
          onClick={onGenerate}
          leftSection={busy ? <Loader size={16} color="gray" /> : <IconSparkles size={18} />}
        >
          {busy ? 'Transcribing...' : 'Generate'}
        </Button>
      </Stack>
    </Paper>
  );
}
