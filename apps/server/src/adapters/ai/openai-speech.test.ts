import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSpeechEngine } from './demo/demo-speech-engine.ts';
import { startFakeOpenAi, type FakeOpenAi } from './fake-openai-server.ts';
import { openAiSpeechEngine } from './openai-speech.ts';

describe('openai speech engine against a local audio/speech server', () => {
  let fake: FakeOpenAi;
  const demo = demoSpeechEngine();
  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(async () => {
    await fake.close();
    await demo.close();
  });

  const engine = () =>
    openAiSpeechEngine({ apiKey: 'sk-test', baseURL: fake.baseURL, model: 'tts-1', timeoutMs: 5_000 });

  it('sends model, voice and text, and reads the duration from the MP3 it gets back', async () => {
    const sample = await demo.synthesize({ text: 'A short sample of speech.', voice: 'nova' });
    fake.answer({ speech: sample.mp3 });
    const speech = await engine().synthesize({ text: 'Hello', voice: 'onyx' });
    expect(Buffer.from(speech.mp3)).toEqual(Buffer.from(sample.mp3));
    expect(speech.durationSeconds).toBeCloseTo(sample.durationSeconds, 0);
    expect(fake.requests.at(-1)).toMatchObject({
      path: '/v1/audio/speech',
      body: { model: 'tts-1', voice: 'onyx', input: 'Hello', response_format: 'mp3' },
    });
  });

  it('maps a provider error to a safe engine error', async () => {
    fake.answer({ status: 429, error: 'Rate limit reached' }, { status: 429, error: 'Rate limit reached' });
    await expect(engine().synthesize({ text: 'Hello', voice: 'alloy' })).rejects.toMatchObject({
      kind: 'busy',
    });
  });
});
