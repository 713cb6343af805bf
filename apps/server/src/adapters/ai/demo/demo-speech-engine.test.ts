import { parseBuffer } from 'music-metadata';
import { afterAll, describe, expect, it } from 'vitest';
import { demoSpeechEngine } from './demo-speech-engine.ts';

describe('demo speech engine (eSpeak in a worker, LAME MP3)', () => {
  const engine = demoSpeechEngine();
  afterAll(() => engine.close());

  it('speaks the text as an MP3 whose length matches the reported duration', async () => {
    const speech = await engine.synthesize({
      text: 'Welcome to Penwise. This is a voiceover.',
      voice: 'alloy',
    });
    const meta = await parseBuffer(speech.mp3, { mimeType: 'audio/mpeg' });
    expect(meta.format.codec).toMatch(/Layer 3/);
    expect(speech.durationSeconds).toBeGreaterThan(1.5);
    expect(meta.format.duration ?? 0).toBeCloseTo(speech.durationSeconds, 0);
  });

  it('gives each voice a different sound', async () => {
    const voices = ['alloy', 'echo', 'fable', 'onyx', 'nova', 'shimmer'] as const;
    const outputs = await Promise.all(
      voices.map((voice) => engine.synthesize({ text: 'Same words.', voice })),
    );
    const distinct = new Set(outputs.map((s) => Buffer.from(s.mp3).toString('base64')));
    expect(distinct.size).toBe(voices.length);
  });
});
