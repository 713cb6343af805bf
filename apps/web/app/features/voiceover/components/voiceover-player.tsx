import { Stack, Text } from '@mantine/core';
import { IconMicrophone2 } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { EmptyResult } from '~/components/generation/empty-result';
import { ResultPanel } from '~/components/generation/result-panel';
import { LoadingOverlay } from '~/components/loading-overlay';
import { mediaSrc } from '~/lib/media';
import classes from './voiceover.module.css';

/** What the player holds; a new object (even for the same URL) reloads it. */
export interface Playback {
  url: string;
  /** Shown under the player: the file name, or where the audio came from. */
  caption: string;
  /** Generated or picked just now: play at once. Fill data is only loaded. */
  autoplay: boolean;
  /** The table row it plays, so deleting that row can empty the player. */
  rowId?: string | undefined;
}

interface VoiceoverPlayerProps {
  playback: Playback | undefined;
  busy: boolean;
  /** The demo engine's notice, when it speaks. */
  notice?: ReactNode;
}

async function playQuietly(audio: HTMLAudioElement) {
  try {
    await audio.play();
  } catch {
    // Autoplay policies refuse play() before the user has interacted; the controls still work.
  }
}

/** The audio player appears once an audio source exists; a new source reloads and plays. */
export function VoiceoverPlayer({ playback, busy, notice }: VoiceoverPlayerProps) {
  const audio = useRef<HTMLAudioElement>(null);

  useEffect(() => {
    const element = audio.current;
    if (!element || !playback) return;
    // load() restarts from the new source even when the URL is the one already loaded.
    element.load();
    if (playback.autoplay) void playQuietly(element);
  }, [playback]);

  return (
    <ResultPanel title="Your voiceover" titleId="voiceover-player-title" started={busy}>
      {notice}
      <div className={classes.stage}>
        <LoadingOverlay visible={busy} label="Generating your voiceover…" />
        {playback ? (
          <Stack gap="xs" w="100%">
            <audio ref={audio} controls src={mediaSrc(playback.url)} className={classes.audio}>
              Your browser does not support the audio element.
            </audio>
            <Text size="sm" c="dimmed" className={classes.caption}>
              {playback.caption}
            </Text>
          </Stack>
        ) : (
          !busy && (
            <EmptyResult
              icon={IconMicrophone2}
              title="Your voiceover will appear here"
              hint="Pick a voice, enter your text, then press Generate."
            />
          )
        )}
      </div>
    </ResultPanel>
  );
}
