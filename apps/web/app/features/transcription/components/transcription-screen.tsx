import { Container, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useEngines } from '~/lib/ai-engines';
import { takeFillData } from '~/lib/tool-selection';
import { EngineNotice } from './engine-notice';
import { TranscriptPanel } from './transcript-panel';
import { UploadPanel } from './upload-panel';
import { useTranscription } from './use-transcription';
import columns from '~/components/generation/tool-columns.module.css';

/** /transcribe: upload an audio file and get its speech as text. */
export function TranscriptionScreen() {
  // Fill data is read and removed once per load. A useState initialiser runs on mount
  // only, and React keeps its first result even when StrictMode calls it twice.
  const [fill] = useState(takeFillData);
  const { source, transcript, busy, select, reset, generate } = useTranscription(fill);
  const engines = useEngines();
  const engine = engines.data?.success.transcription;

  return (
    <Container size="xl" px={0}>
      <Stack gap="xl">
        <div>
          <Title order={1}>AI Speech to Text</Title>
          <Text c="dimmed" mt={6} maw={640}>
            The AI app that turns audio speech into text with ease
          </Text>
        </div>
        <div className={columns.columns}>
          <UploadPanel
            source={source}
            busy={busy}
            unavailable={engine === 'unavailable'}
            onFile={select}
            onNew={reset}
            onGenerate={() => void generate()}
          />
          <TranscriptPanel transcript={transcript} busy={busy} notice={<EngineNotice engine={engine} />} />
        </div>
      </Stack>
    </Container>
  );
}
