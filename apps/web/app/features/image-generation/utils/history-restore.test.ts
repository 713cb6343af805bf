import type { HistoryItem } from '@penwise/contract';
import { describe, expect, it } from 'vitest';
import { viewHistoryItem } from '~/features/history/utils/history-view';

const base = { id: 'i-1', date: '2026-01-01T00:00:00.000Z', credits: 1000, status: 'succeeded' } as const;

describe('reopening from history carries the settings', () => {
  it('hands an image’s size to the image page', () => {
    const item: HistoryItem = {
      ...base,
      type: 'TTImage',
      input: 'A fox',
      result: '/api/media/m-1',
      size: '256x256',
    };
    expect(viewHistoryItem(item).reopen?.fill).toMatchObject({ input: 'A fox', size: '256x256' });
  });

  it('hands a voiceover’s voice to the voiceover page', () => {
    const item: HistoryItem = {
      ...base,
      type: 'TTS',
      input: 'Hello',
      mp3_url: '/api/media/m-2',
      voice: 'nova',
    };
    expect(viewHistoryItem(item).reopen?.fill).toMatchObject({ input: 'Hello', voice: 'nova' });
  });
});
