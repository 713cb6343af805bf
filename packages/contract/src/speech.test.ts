import { describe, expect, it } from 'vitest';
import { formatDuration, speechCost, SpeechBody } from './speech.ts';

describe('voiceover rules', () => {
  it('shows durations as mm:ss, 00:00 when unknown', () => {
    expect(formatDuration(undefined)).toBe('00:00');
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(83.4)).toBe('01:23');
    expect(formatDuration(3725)).toBe('62:05');
    expect(formatDuration(Number.NaN)).toBe('00:00');
  });

  it('charges one credit per character as a reader counts them', () => {
    expect(speechCost('Hello')).toBe(5);
    expect(speechCost('👋🏽 é')).toBe(3);
  });

  it('trims the text and defaults the voice to alloy', () => {
    expect(SpeechBody.parse({ prompt: ' Hi ' })).toMatchObject({ prompt: 'Hi', voice: 'alloy' });
    expect(SpeechBody.safeParse({ prompt: 'Hi', voice: 'Alloy' }).success).toBe(false);
  });
});
