import { describe, expect, it } from 'vitest';
import { buildHistoryItem } from '~test/history-factories';
import { toVoiceoverRow, voiceoverFileName, voiceText } from './voiceover-rows';

describe('voiceoverFileName', () => {
  it('slugifies the first six words of the text', () => {
    expect(voiceoverFileName('Hello, wörld! How are you doing today, friend?')).toBe(
      'hello-world-how-are-you-doing.mp3',
    );
  });

  it('keeps the name short and never ends it on a dash', () => {
    const name = voiceoverFileName('Supercalifragilisticexpialidocious antidisestablishmentarianism words');
    expect(name.length).toBeLessThanOrEqual(52);
    expect(name).not.toMatch(/-\.mp3$/);
  });

  it("falls back to 'voiceover.mp3' when no letter or digit is left", () => {
    expect(voiceoverFileName('  ')).toBe('voiceover.mp3');
    expect(voiceoverFileName('こんにちは')).toBe('voiceover.mp3');
  });
});

describe('toVoiceoverRow', () => {
  it('names the row by its text unless the server gave it a file name', () => {
    const item = buildHistoryItem({
      type: 'TTS',
      input: 'Good morning everyone',
      voice: 'nova',
      duration: 3,
    });
    expect(toVoiceoverRow(item)).toMatchObject({
      id: item.id,
      fileName: 'good-morning-everyone.mp3',
      voice: 'nova',
      duration: 3,
    });
    const named = buildHistoryItem({ type: 'TTS', input: 'x', file_name: 'intro.mp3' });
    expect(toVoiceoverRow(named).fileName).toBe('intro.mp3');
  });

  it('keeps a row without audio, with no URL to play', () => {
    expect(toVoiceoverRow(buildHistoryItem({ type: 'TTS', input: 'x' })).mp3Url).toBeUndefined();
  });
});

describe('row texts', () => {
  it('labels the voice, or shows a dash when it is unknown', () => {
    expect(voiceText('shimmer')).toBe('Shimmer');
    expect(voiceText(undefined)).toBe('—');
  });
});
