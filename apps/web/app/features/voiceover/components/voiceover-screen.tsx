import { Container, Stack, Text, Title } from '@mantine/core';
import { Voice, type SpeechBody } from '@penwise/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DemoNotice } from '~/components/generation/demo-notice';
import { useEngines } from '~/lib/ai-engines';
import { brand } from '~/lib/brand';
import { takeFillData } from '~/lib/tool-selection';
import { addToVoiceovers, useVoiceovers } from '../api/fetch-voiceovers';
import { voiceoverFileName, type VoiceoverRow } from '../utils/voiceover-rows';
import { useVoiceoverGeneration } from './use-voiceover-generation';
import { VoiceoverForm } from './voiceover-form';
import { VoiceoverListSection } from './voiceover-list-section';
import { VoiceoverPlayer, type Playback } from './voiceover-player';
import columns from '~/components/generation/tool-columns.module.css';

/** /text-to-speech: text spoken in one of six voices, and the user's past voiceovers. */
export function VoiceoverScreen() {
  // Fill data is read and removed once per load. A useState initialiser runs on mount
  // only, and React keeps its first result even when StrictMode calls it twice.
  const [fill] = useState(takeFillData);
  const [playback, setPlayback] = useState<Playback | undefined>(() =>
    fill?.output ? { url: fill.output, caption: 'Opened from your history', autoplay: false } : undefined,
  );
  const { busy, generate } = useVoiceoverGeneration();
  const client = useQueryClient();
  const list = useVoiceovers();
  const engines = useEngines();
  const restoredVoice = Voice.safeParse(fill?.voice);

  const onGenerate = async (body: SpeechBody) => {
    const result = await generate(body);
    if (!result) return;
    const row: VoiceoverRow = {
      id: result.id,
      fileName: voiceoverFileName(body.prompt),
      voice: body.voice,
      date: new Date().toISOString(),
      duration: result.duration,
      mp3Url: result.mp3_url,
    };
    addToVoiceovers(client, row);
    // On success the audio source is set and playback restarts.
    setPlayback({ url: result.mp3_url, caption: row.fileName, autoplay: true, rowId: row.id });
  };

  const play = (row: VoiceoverRow) => {
    if (row.mp3Url) setPlayback({ url: row.mp3Url, caption: row.fileName, autoplay: true, rowId: row.id });
  };

  const onDeleted = (row: VoiceoverRow) => {
    // The MP3 is gone from the server: a player still holding it could only fail.
    if (playback && (playback.rowId === row.id || playback.url === row.mp3Url)) setPlayback(undefined);
  };

  const demo = engines.data?.success.speech === 'demo';
  return (
    <Container size="xl" px={0}>
      <Stack gap="xl">
        <div>
          <Title order={1}>AI Voiceover</Title>
          <Text c="dimmed" mt={6} maw={640}>
            Turn your text into natural audio speech in one of six voices. Each character costs one credit.
          </Text>
        </div>
        <div className={`${columns.columns} ${columns.even}`}>
          <VoiceoverForm
            initialText={fill?.input ?? ''}
            initialVoice={restoredVoice.success ? restoredVoice.data : undefined}
            busy={busy}
            onGenerate={(body) => void onGenerate(body)}
          />
          <VoiceoverPlayer
            playback={playback}
            busy={busy}
            notice={
              demo && (
                <DemoNotice>
                  Voiceovers are spoken by {brand.name}&apos;s offline demo voice (eSpeak), not an AI model:
                  clear but robotic.
                </DemoNotice>
              )
            }
          />
        </div>
        <VoiceoverListSection list={list} playingId={playback?.rowId} onPlay={play} onDeleted={onDeleted} />
      </Stack>
    </Container>
  );
}
