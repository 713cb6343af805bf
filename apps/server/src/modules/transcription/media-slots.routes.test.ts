import { describe, expect, it } from 'vitest';
import { aiMessages, apiPaths, transcriptionCost } from '@penwise/contract';
import { fakeImageEngine } from '../../adapters/ai/fake-image-engine.ts';
import { fakeSpeechEngine } from '../../adapters/ai/fake-speech-engine.ts';
import { multipartBody, toneWav } from '../../test/audio-fixtures.ts';
import { payingBuyer, type Buyer } from '../../test/factories.ts';
import { gatedTranscriptionEngine, until } from '../../test/gated-transcription-engine.ts';
import { useTestApp } from '../../test/test-app.ts';
import { engines } from '../../test/test-database.ts';

describe.each(engines)('concurrent media generations are capped (%s)', (engine) => {
  const stt = gatedTranscriptionEngine();
  const testApp = useTestApp(
    engine,
    { MEDIA_MAX_CONCURRENT: '2', MEDIA_MAX_PER_USER: '1' },
    { transcriptionEngine: stt.engine, imageEngine: fakeImageEngine(), speechEngine: fakeSpeechEngine() },
  );
  async function transcribe(b: Buyer) {
    const { payload, headers } = await multipartBody({
      file: { bytes: toneWav(2), name: 'a.wav', type: 'audio/wav' },
    });
    return testApp().app.inject({
      method: 'POST',
      url: apiPaths.ai.transcribe,
      headers: { ...headers, ...b.headers },
      payload,
    });
  }

  it('answers 429 past the per-user and the global cap, across images, voiceovers and transcriptions', async () => {
    const [ann, bob, cat] = await Promise.all([1, 2, 3].map(() => payingBuyer(testApp(), 10_000)));
    if (!ann || !bob || !cat) throw new Error('buyers');
    const first = transcribe(ann);
    await until(() => stt.started() === 1);

    const again = await transcribe(ann);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: 'rate_limited', error: aiMessages.mediaBusyForUser(1) });
    const image = await testApp().app.inject({
      method: 'POST',
      url: apiPaths.ai.image,
      headers: ann.headers,
      payload: { prompt: 'A lighthouse at dawn', size: '256x256' },
    });
    expect(image.statusCode).toBe(429);
    const speech = await testApp().app.inject({
      method: 'POST',
      url: apiPaths.ai.tts,
      headers: ann.headers,
      payload: { prompt: 'Hello there.' },
    });
    expect(speech.statusCode).toBe(429);

    const second = transcribe(bob);
    await until(() => stt.started() === 2);
    const busy = await transcribe(cat);
    expect(busy.statusCode).toBe(429);
    expect(busy.json()).toMatchObject({ error: aiMessages.mediaBusy });
    // A refusal charges nothing.
    expect(await cat.balance()).toBe(10_000);

    stt.open();
    expect((await first).statusCode).toBe(200);
    expect((await second).statusCode).toBe(200);
    expect(await ann.balance()).toBe(10_000 - transcriptionCost(2));

    // The slots were given back.
    const later = transcribe(cat);
    await until(() => stt.started() === 3);
    stt.open();
    expect((await later).statusCode).toBe(200);
  });
});
