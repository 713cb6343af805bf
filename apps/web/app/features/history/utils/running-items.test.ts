import { describe, expect, it } from 'vitest';
import { buildGeneration, buildHistoryItem } from '~test/history-factories';
import { endedItem, tailText } from './running-items';

describe('tailText', () => {
  it('keeps a short text whole', () => {
    expect(tailText('1. Worm bins\n')).toBe('1. Worm bins');
  });

  it('shows the newest characters of a long one after an ellipsis', () => {
    expect(tailText(`${'a'.repeat(10)}${'b'.repeat(240)}`)).toBe(`…${'b'.repeat(240)}`);
  });

  it('never splits a character made of two UTF-16 units', () => {
    expect(tailText('😀'.repeat(241))).toBe(`…${'😀'.repeat(240)}`);
  });
});

describe('endedItem', () => {
  const running = buildHistoryItem({ status: 'running', credits: 0, result: undefined });

  it('takes the status, charge and whole text of a text generation', () => {
    const ended = buildGeneration({ id: running.id, status: 'stopped', text: 'Half', credits: 7 });
    expect(endedItem(running, ended)).toEqual({ ...running, status: 'stopped', credits: 7, result: 'Half' });
  });

  it('takes the media a media generation made', () => {
    const voiceover = buildHistoryItem({ type: 'TTS', input: 'Hi', status: 'queued', credits: 0 });
    const ended = buildGeneration({
      type: 'TTS',
      status: 'succeeded',
      credits: 12,
      result: { mp3_url: '/api/media/m-1' },
    });
    expect(endedItem(voiceover, ended)).toMatchObject({
      status: 'succeeded',
      credits: 12,
      mp3_url: '/api/media/m-1',
    });
  });

  it('is gone when it ended charging nothing, as history keeps nothing of it', () => {
    expect(endedItem(running, buildGeneration({ status: 'failed', credits: 0 }))).toBeUndefined();
    expect(endedItem(running, buildGeneration({ status: 'stopped', credits: 0 }))).toBeUndefined();
  });
});
