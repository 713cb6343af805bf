import { Button, Group, Stack, Text } from '@mantine/core';
import { formatDuration } from '@penwise/contract';
import { IconFileTypeTxt, IconFileText } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { EmptyResult } from '~/components/generation/empty-result';
import { ResultPanel } from '~/components/generation/result-panel';
import { LoadingOverlay } from '~/components/loading-overlay';
import { downloadFile } from '~/lib/download-file';
import { formatCount } from '~/lib/format-number';
import { transcriptFileName } from '../utils/audio-files';
import classes from './transcription.module.css';
import type { Transcript } from './use-transcription';
import { CopyTextButton } from '~/components/copy-text-button';

interface TranscriptPanelProps {
  transcript: Transcript | undefined;
  busy: boolean;
  /** Engine notices (demo, not installed), shown above the text. */
  notice?: ReactNode;
}

function details({ sourceName, duration, credits }: Transcript): string {
  const parts = [`From ${sourceName}`];
  if (duration !== undefined) parts.push(formatDuration(duration));
  if (credits !== undefined) parts.push(`${formatCount(credits)} credits`);
  return parts.join(' · ');
}

/** 'Transcription': the returned text with Copy and Download .txt. */
export function TranscriptPanel({ transcript, busy, notice }: TranscriptPanelProps) {
  return (
    <ResultPanel
      title="Transcription"
      titleId="transcript-title"
      actions={
        transcript &&
        !busy && (
          <Group gap="xs">
            <CopyTextButton variant="light" size="sm" value={transcript.text} />
            <Button
              variant="default"
              size="sm"
              leftSection={<IconFileTypeTxt size={16} />}
              onClick={() =>
                downloadFile(
                  transcriptFileName(transcript.sourceName),
                  transcript.text,
                  'text/plain;charset=utf-8',
                )
              }
            >
              Download .txt
            </Button>
          </Group>
        )
      }
      started={busy}
    >
      {notice}
      <div className={classes.result}>
        <LoadingOverlay visible={busy} label="Transcribing your audio…" />
        {transcript ? (
          <Stack gap="xs">
            <Text size="sm" c="dimmed" className={classes.fileName}>
              {details(transcript)}
            </Text>
            {/* Focusable so a long transcript can be scrolled from the keyboard. */}
            <div tabIndex={0} aria-label="Transcription text" className={classes.transcript}>
              {transcript.text || 'No speech was recognised in this file.'}
            </div>
          </Stack>
        ) : (
          !busy && (
            <EmptyResult
              icon={IconFileText}
              title="Your transcription will appear here"
              hint="Upload an audio file, then press Generate."
            />
          )
        )}
      </div>
    </ResultPanel>
  );
}
