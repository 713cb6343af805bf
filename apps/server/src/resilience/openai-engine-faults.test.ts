import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiPaths } from '@penwise/contract';
import { aiEngineMessages } from '../adapters/ai/ai-engine-error.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../adapters/ai/fake-openai-server.ts';
import { multipartBody, toneWav } from '../test/audio-fixtures.ts';
import { payingBuyer } from '../test/factories.ts';
import { parseSse } from '../test/sse.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { engines } from '../test/test-database.ts';
import {
  eventually,
  expectSettledAndBalanced,
  generationsOf,
  reservationsOf,
  streamThenLeave,
  textBody,
} from './fault-kit.ts';

const timedOut = { error: aiEngineMessages.timeout, code: 'ai_timeout' };
const deltasOf = (body: string) =>
  parseSse(body)
    .filter((event) => event.event === 'delta')
    .map((event) => (event.data as { text: string }).text)
    .join('');

// The real OpenAI adapters and SDK against a local server that speaks the API and misbehaves on cue.
describe.each(engines)('an OpenAI-compatible provider that fails (%s)', (engine) => {
  let fake: FakeOpenAi;
  let t: TestApp;
  let baseUrl = '';
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await buildTestApp(engine, {
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: fake.baseURL,
      AI_TIMEOUT: '1',
    });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => fake.reset());

  const streamText = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: apiPaths.ai.textStream, headers, payload: textBody });

  it('never answering: ai_timeout within about AI_TIMEOUT, refunded, the provider call abandoned', async () => {
    const buyer = await payingBuyer(t, 10_000);
    // The SDK retries a timed-out call once: both attempts hang.
    fake.answer({ hang: true }, { hang: true });
    const started = performance.now();
    const res = await streamText(buyer.headers);
    // The generation had started (its id came first): the timeout is the stream's last event.
    expect(parseSse(res.body).at(-1)).toMatchObject({ event: 'error', data: timedOut });
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(await buyer.balance()).toBe(10_000);
    expect(await reservationsOf(t, buyer)).toEqual([{ status: 'refunded', charged: 0 }]);
    await eventually(() => Promise.resolve(fake.openRequests() === 0));
    await expectSettledAndBalanced(t, buyer);
  });

  it('stalling mid-stream: the words so far, an ai_timeout error event, the provider connection closed', async () => {
    const buyer = await payingBuyer(t, 10_000);
    fake.answer({ deltas: ['Stay ', 'hydrated, ', 'never ', 'seen'], stallAfter: 2 });
    const res = await streamText(buyer.headers);
    expect(deltasOf(res.body)).toBe('Stay hydrated, ');
    expect(parseSse(res.body).at(-1)).toMatchObject({ event: 'error', data: timedOut });
    // Without the silence limit the SDK would wait forever: its timeout stops at the headers.
    await eventually(() => Promise.resolve(fake.openRequests() === 0));
    expect(await buyer.balance()).toBe(10_000);
    expect(await generationsOf(t, buyer)).toEqual([]);
    await expectSettledAndBalanced(t, buyer);
  });

  it('dropping the connection mid-stream: the words so far, an ai_unavailable error event, refunded', async () => {
    const buyer = await payingBuyer(t, 10_000);
    fake.answer({ deltas: ['Stay ', 'hydrated, ', 'never ', 'seen'], dropAfter: 2 });
    const res = await streamText(buyer.headers);
    expect(deltasOf(res.body)).toBe('Stay hydrated, ');
    expect(parseSse(res.body).at(-1)).toMatchObject({
      event: 'error',
      data: { error: aiEngineMessages.unavailable, code: 'ai_unavailable' },
    });
    expect(await buyer.balance()).toBe(10_000);
    expect(await reservationsOf(t, buyer)).toEqual([{ status: 'refunded', charged: 0 }]);
    await expectSettledAndBalanced(t, buyer);
  });

  it('a client that leaves does not stop it: the stall still ends it, refunded, the provider call closed', async () => {
    const buyer = await payingBuyer(t, 10_000);
    fake.answer({ deltas: ['Stay ', 'hydrated, ', 'sustainably. ', 'never ', 'seen'], stallAfter: 3 });
    const received = await streamThenLeave(baseUrl, buyer, 'sustainably');
    expect(received).toContain('sustainably');

    // The generation outlives the request; the provider's silence fails it, and a failure costs nothing.
    await eventually(async () => (await reservationsOf(t, buyer))[0]?.status === 'refunded');
    await eventually(() => Promise.resolve(fake.openRequests() === 0));
    expect(await buyer.balance()).toBe(10_000);
    expect(await generationsOf(t, buyer)).toEqual([]);
    await expectSettledAndBalanced(t, buyer);
  });

  it('image, voiceover and transcription calls that never answer: 504 each, every credit back', async () => {
    const buyer = await payingBuyer(t, 10_000);
    // Two hanging attempts per call (the SDK retries once); the image's link stalls on download.
    fake.answer({ hang: true }, { hang: true }, { hang: true }, { hang: true });
    const upload = await multipartBody({ file: { bytes: toneWav(1), name: 'a.wav', type: 'audio/wav' } });
    const [voiceover, transcription] = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: apiPaths.ai.tts,
        headers: buyer.headers,
        payload: { prompt: 'Hello there' },
      }),
      t.app.inject({
        method: 'POST',
        url: apiPaths.ai.transcribe,
        headers: { ...upload.headers, ...buyer.headers },
        payload: upload.payload,
      }),
    ]);
    fake.answer({ image: 'stalled-url' });
    const image = await t.app.inject({
      method: 'POST',
      url: apiPaths.ai.image,
      headers: buyer.headers,
      payload: { prompt: 'A bamboo bottle', size: '256x256' },
    });
    for (const res of [voiceover, transcription, image]) {
      expect(res.statusCode).toBe(504);
      expect(res.json()).toEqual(timedOut);
    }
    expect(await buyer.balance()).toBe(10_000);
    const reservations = await reservationsOf(t, buyer);
    expect(reservations.map((row) => row.status)).toEqual(['refunded', 'refunded', 'refunded']);
    expect(await generationsOf(t, buyer)).toEqual([]);
    await expectSettledAndBalanced(t, buyer);
  });
});
