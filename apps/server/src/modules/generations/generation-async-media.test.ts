import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import {
  apiPaths,
  GenerationAnswer,
  GenerationStartedAnswer,
  imageCost,
  respondAsync,
  speechCost,
  transcriptionCost,
  type Generation,
} from '@penwise/contract';
import { fakeTranscriptionEngine } from '../../adapters/ai/fake-transcription-engine.ts';
import { multipartBody, toneWav } from '../../test/audio-fixtures.ts';
import { payingBuyer, type Buyer } from '../../test/factories.ts';
import { gatedTranscriptionEngine } from '../../test/gated-transcription-engine.ts';
import { useTestApp } from '../../test/test-app.ts';
import { engines } from '../../test/test-database.ts';

const prefer = { [respondAsync.header]: respondAsync.value };

describe.each(engines)('media calls with Prefer: respond-async (%s)', (engine) => {
  const gated = gatedTranscriptionEngine();
  const testApp = useTestApp(engine, { MEDIA_MAX_PER_USER: '4' }, { transcriptionEngine: gated.engine });
  const stt = fakeTranscriptionEngine();
  const otherApp = useTestApp(engine, { MEDIA_MAX_PER_USER: '4' }, { transcriptionEngine: stt });

  async function generation(b: Buyer, id: string, app = testApp().app) {
    const res = await app.inject({ method: 'GET', url: apiPaths.ai.generation(id), headers: b.headers });
    return {
      status: res.statusCode,
      generation: res.statusCode === 200 ? GenerationAnswer.parse(res.json()).success : undefined,
    };
  }
  async function settled(b: Buyer, id: string, app = testApp().app): Promise<Generation | undefined> {
    for (let i = 0; i < 200; i += 1) {
      const { generation: found } = await generation(b, id, app);
      if (found && !['queued', 'running'].includes(found.status)) return found;
      await sleep(20);
    }
    return undefined;
  }

  it('answer 202 with the generation id at once; the generation ends with the same result the call answers', async () => {
    const { app } = otherApp();
    const b = await payingBuyer(otherApp(), 100_000);
    const image = await app.inject({
      method: 'POST',
      url: apiPaths.ai.image,
      headers: { ...b.headers, ...prefer },
      payload: { prompt: 'A bamboo bottle', size: '256x256' },
    });
    expect(image.statusCode).toBe(202);
    expect(image.headers['preference-applied']).toBe(respondAsync.value);
    const imageId = GenerationStartedAnswer.parse(image.json()).success.id;
    const tts = await app.inject({
      method: 'POST',
      url: apiPaths.ai.tts,
      headers: { ...b.headers, ...prefer },
      payload: { prompt: 'Hello there' },
    });
    expect(tts.statusCode).toBe(202);
    const upload = await multipartBody({ file: { bytes: toneWav(2), name: 'a.wav', type: 'audio/wav' } });
    const stt202 = await app.inject({
      method: 'POST',
      url: apiPaths.ai.transcribe,
      headers: { ...upload.headers, ...b.headers, ...prefer },
      payload: upload.payload,
    });
    expect(stt202.statusCode).toBe(202);

    const ended = await Promise.all(
      [
        imageId,
        GenerationStartedAnswer.parse(tts.json()).success.id,
        GenerationStartedAnswer.parse(stt202.json()).success.id,
      ].map((id) => settled(b, id, app)),
    );
    expect(ended[0]).toMatchObject({ type: 'TTImage', status: 'succeeded', credits: imageCost('256x256') });
    expect(ended[0]?.result?.image_url).toMatch(/^\/api\/media\//);
    expect(ended[1]).toMatchObject({ type: 'TTS', status: 'succeeded', credits: speechCost('Hello there') });
    expect(ended[1]?.result?.mp3_url).toMatch(/^\/api\/media\//);
    expect(ended[2]).toMatchObject({
      type: 'Speech2Text',
      status: 'succeeded',
      credits: transcriptionCost(2),
      result: { transcription: 'A transcript of wav audio.' },
    });
    const picture = await app.inject({ method: 'GET', url: ended[0]?.result?.image_url ?? '' });
    expect(picture.statusCode).toBe(200);
    expect(await b.balance()).toBe(
      100_000 - imageCost('256x256') - speechCost('Hello there') - transcriptionCost(2),
    );

    // Without the header the calls answer as they always did.
    const plain = await app.inject({
      method: 'POST',
      url: apiPaths.ai.tts,
      headers: b.headers,
      payload: { prompt: 'Hi' },
    });
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).toMatchObject({ success: { mp3_url: expect.any(String) as string } });
  });

  it('a running transcription is seen running, stopped by its owner (refunded), and by nobody else', async () => {
    const { app } = testApp();
    const b = await payingBuyer(testApp(), 100_000);
    const stranger = await payingBuyer(testApp(), 100_000);
    const upload = await multipartBody({ file: { bytes: toneWav(2), name: 'a.wav', type: 'audio/wav' } });
    const res = await app.inject({
      method: 'POST',
      url: apiPaths.ai.transcribe,
      headers: { ...upload.headers, ...b.headers, ...prefer },
      payload: upload.payload,
    });
    const id = GenerationStartedAnswer.parse(res.json()).success.id;
    for (let i = 0; i < 100 && gated.started() === 0; i += 1) await sleep(20);
    expect((await generation(b, id)).generation).toMatchObject({ status: 'running', credits: 0 });
    expect(await b.balance()).toBe(100_000 - transcriptionCost(2));

    expect((await generation(stranger, id)).status).toBe(404);
    const strangerStop = await app.inject({
      method: 'POST',
      url: apiPaths.ai.generationStop(id),
      headers: stranger.headers,
    });
    expect(strangerStop.statusCode).toBe(404);

    const stop = await app.inject({
      method: 'POST',
      url: apiPaths.ai.generationStop(id),
      headers: b.headers,
    });
    expect(stop.statusCode).toBe(200);
    expect(await settled(b, id)).toMatchObject({ status: 'stopped', credits: 0 });
    expect(await b.balance()).toBe(100_000);
    expect(await stranger.balance()).toBe(100_000);
  });
});
