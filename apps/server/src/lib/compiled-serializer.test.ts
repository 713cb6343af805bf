import { describe, expect, it } from 'vitest';
import { CreditsAnswer, HistoryAnswer } from '@penwise/contract';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { compiledSerializer } from './compiled-serializer.ts';

// What the zod serializer (the app's default) writes for the same answer.
const zodWrites = (schema: unknown, data: unknown) =>
  serializerCompiler({ schema, method: 'POST', url: '/', httpStatus: '200' } as never)(data);

const items = [
  {
    status: 'succeeded',
    credits: 12,
    id: '6f1c3a52-8f8e-4d5c-9a0e-0d7c2d3e4f50',
    type: 'GenText',
    date: '2026-11-27T04:00:00.000Z',
    input: {
      save_data: { tool: 'blog-ideas', cat: 'blog', description: 'Ideas', fields: { b: '2', a: 'ü "q"' } },
      prompt: 'Ten blog ideas about tea.\n\u2028',
    },
    result: 'A result with "quotes", \\ and emoji 🍵',
  },
  {
    id: 'b',
    type: 'TTS',
    date: '2026-11-27T04:00:01.000Z',
    input: 'Read me',
    credits: 0,
    status: 'running',
    mp3_url: '/api/media/x',
    voice: 'nova',
    duration: 1.25,
    file_name: 'voice.mp3',
    size: '512x512',
    transcription: 'text',
    unknown: 'dropped by both',
  },
];

describe('compiledSerializer', () => {
  it('writes the same bytes as the zod serializer for history items of every shape', () => {
    const answer = { success: items };
    expect(compiledSerializer({ schema: HistoryAnswer })(answer)).toBe(zodWrites(HistoryAnswer, answer));
    expect(compiledSerializer({ schema: HistoryAnswer })({ success: [] })).toBe('{"success":[]}');
  });

  it('writes the same bytes for a balance', () => {
    const answer = { success: { y: 300, x: 1200 } };
    expect(compiledSerializer({ schema: CreditsAnswer })(answer)).toBe(zodWrites(CreditsAnswer, answer));
  });
});
