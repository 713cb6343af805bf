import { Stack, Text } from '@mantine/core';
import { mediaSrc } from '~/lib/media';
import classes from './transcription.module.css';
import type { AudioSource } from './use-transcription';

/** The chosen file's name and a player to check it is the right recording before paying for it. */
export function SelectedAudio({ source }: { source: AudioSource }) {
  return (
    <Stack gap={8}>
      <Text size="sm" className={classes.fileName}>
        Selected file: {source.name}
      </Text>
      <audio
        controls
        preload="metadata"
        src={source.file ? source.url : mediaSrc(source.url)}
        aria-label={`Preview of ${source.name}`}
        className={classes.audio}
      >
        Your browser does not support the audio element.
      </audio>
    </Stack>
  );
}
