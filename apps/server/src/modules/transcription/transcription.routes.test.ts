import { describe, expect, it } from 'vitest';
import { apiPaths, TranscriptionAnswer, transcriptionCost, transcriptionMessages } from '@penwise/contract';
import { fakePng } from '../../adapters/ai/fake-openai-server.ts';
import { fakeTranscriptionEngine } from '../../adapters/ai/fake-transcription-engine.ts';
import { offlineTranscriptionHowTo } from '../../adapters/ai/demo/demo-transcription-engine.ts';
import { multipartBody, toneWav, wavWithFact } from '../../test/audio-fixtures.ts';
import { payingBuyer, type Buyer, historyOf as historyOfBuyer } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { engines } from '../../test/test-database.ts';

describe.each(engines)('POST /api/ai/transcribe (%s)', (engine) => {
  const stt = fakeTranscriptionEngine();
  const testApp = useTestApp(engine, {}, { transcriptionEngine: stt });
  const wav = (seconds: number) => ({ bytes: toneWav(seconds), name: 'meeting.wav', type: 'audio/wav' });

  async function upload(b: Buyer | undefined, parts: Parameters<typeof multipartBody>[0]) {
    const { payload, headers } = await multipartBody(parts);
    return testApp().app.inject({
      method: 'POST',
      url: apiPaths.ai.transcribe,
      headers: { ...headers, ...(b?.headers ?? {}) },
      payload,
    });
  }
  const historyOf = (b: Buyer) => historyOfBuyer(testApp(), b);

  it('transcribes, charges by the measured second, keeps the audio and records it', async () => {
    const b = await payingBuyer(testApp(), 10_000);
    const res = await upload(b, { file: wav(3) });
    expect(res.statusCode).toBe(200);
    const answer = TranscriptionAnswer.parse(res.json()).success;
    expect(answer).toMatchObject({ transcription: 'A transcript of wav audio.', duration: 3 });
    expect(stt.requests.at(-1)).toMatchObject({ format: 'wav' });
    expect(await b.balance()).toBe(10_000 - transcriptionCost(3));
    const audio = await testApp().app.inject({ method: 'GET', url: answer.mp3_url });
    expect(audio.headers['content-type']).toBe('audio/wav');
    expect(audio.rawPayload.equals(toneWav(3))).toBe(true);
    expect((await historyOf(b))[0]).toMatchObject({
      id: answer.id,
      type: 'Speech2Text',
      input: 'meeting.wav',
      transcription: 'A transcript of wav audio.',
      mp3_url: answer.mp3_url,
      file_name: 'meeting.wav',
      duration: 3,
      credits: 100,
    });
  });

  it('rounds a part second up: 61.2 s is charged as 62 s', async () => {
    const b = await payingBuyer(testApp(), 10_000);
    expect((await upload(b, { file: wav(61.2) })).statusCode).toBe(200);
    expect(await b.balance()).toBe(10_000 - Math.ceil((62 * 2000) / 60));
  });

  it('charges a WAV whose fact chunk claims 1 sample for the 120 s of PCM it holds', async () => {
    const b = await payingBuyer(testApp(), 10_000);
    const res = await upload(b, {
      file: { bytes: wavWithFact(120, 1), name: 'fact.wav', type: 'audio/wav' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: { duration: 120, credits: transcriptionCost(120) } });
    expect(await b.balance()).toBe(10_000 - transcriptionCost(120));
  });

  it('reserves on the measured length and settles on the duration the engine reports', async () => {
    const b = await payingBuyer(testApp(), 10_000);
    stt.reportSecondsNext(4.2);
    const res = await upload(b, { file: wav(10) });
    expect(res.statusCode).toBe(200);
    const answer = TranscriptionAnswer.parse(res.json()).success;
    expect(answer).toMatchObject({ duration: 4.2, credits: transcriptionCost(5) });
    expect(await b.balance()).toBe(10_000 - transcriptionCost(5));
    expect((await historyOf(b))[0]).toMatchObject({
      id: answer.id,
      duration: 4.2,
      credits: transcriptionCost(5),
    });
  });

  it('never charges more than it held for the measured length, whatever the engine reports', async () => {
    const b = await payingBuyer(testApp(), 10_000);
    stt.reportSecondsNext(100);
    const res = await upload(b, { file: wav(3) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: { credits: transcriptionCost(3) } });
    expect(await b.balance()).toBe(10_000 - transcriptionCost(3));
  });

  it('answers 401 to a json identity sent after the file, without a header', async () => {
    const b = await payingBuyer(testApp(), 1000);
    const idToken = (b.headers.authorization ?? '').replace('Bearer ', '');
    const calls = stt.requests.length;
    const res = await upload(undefined, {
      file: wav(1),
      json: JSON.stringify({ success: { idToken } }),
      jsonAfterFile: true,
    });
    expect(res.statusCode).toBe(401);
    expect(stt.requests.length).toBe(calls);
    expect(await b.balance()).toBe(1000);
  });

  it('accepts the SPEC client: no header, the login identity in the json field', async () => {
    const b = await payingBuyer(testApp(), 1000);
    const idToken = (b.headers.authorization ?? '').replace('Bearer ', '');
    const res = await upload(undefined, { file: wav(1), json: JSON.stringify({ success: { idToken } }) });
    expect(res.statusCode).toBe(200);
    expect(await b.balance()).toBe(1000 - transcriptionCost(1));
  });

  it.each([
    ['no identity', undefined],
    ['a json field that is not JSON', '{nope'],
    ['an unknown token', JSON.stringify({ success: { idToken: 'not-a-session' } })],
  ])('answers 401 with %s', async (_name, json) => {
    const res = await upload(undefined, { file: wav(1), ...(json === undefined ? {} : { json }) });
    expect(res.statusCode).toBe(401);
  });

  it('answers 402 without enough credits and never calls the engine', async () => {
    const b = await payingBuyer(testApp(), 99);
    const calls = stt.requests.length;
    const res = await upload(b, { file: wav(3) });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      code: 'not_enough_credits',
      error:
        'Transcribing this file costs 100 credits (2,000 a minute); you have 99. Add credits or upload a shorter file.',
    });
    expect(stt.requests.length).toBe(calls);
    expect(await historyOf(b)).toEqual([]);
  });

  it('refunds everything and records nothing when the engine fails', async () => {
    const b = await payingBuyer(testApp(), 1000);
    stt.failNext('timeout');
    const res = await upload(b, { file: wav(2) });
    expect(res.statusCode).toBe(504);
    expect(await b.balance()).toBe(1000);
    expect(await historyOf(b)).toEqual([]);
  });

  it('refuses a PNG renamed .wav with 415, whatever type the browser claimed', async () => {
    const b = await payingBuyer(testApp(), 1000);
    const res = await upload(b, { file: { bytes: fakePng, name: 'speech.wav', type: 'audio/wav' } });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ error: 'File format not supported', code: 'unsupported_media_type' });
    expect(await b.balance()).toBe(1000);
  });

  it('refuses a WAV header over garbage with 422 and charges nothing', async () => {
    const b = await payingBuyer(testApp(), 1000);
    const broken = Buffer.concat([toneWav(1).subarray(0, 12), Buffer.alloc(5000, 7)]);
    const res = await upload(b, { file: { bytes: broken, name: 'broken.wav', type: 'audio/wav' } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: transcriptionMessages.unreadable });
    expect(await b.balance()).toBe(1000);
  });

  it('asks for a file when none was sent, and for multipart when JSON was sent', async () => {
    const b = await payingBuyer(testApp(), 1000);
    const none = await upload(b, { extra: { note: 'hello' } });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ error: 'Please select a file first!' });
    const json = await testApp().app.inject({
      method: 'POST',
      url: apiPaths.ai.transcribe,
      headers: b.headers,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('answers 503 saying transcription is not available here, without the operator’s install steps', async () => {
    const b = await payingBuyer(testApp(), 1000);
    stt.setUnavailable(offlineTranscriptionHowTo);
    try {
      const res = await upload(b, { file: wav(1) });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ code: 'ai_unavailable', error: transcriptionMessages.notAvailable });
      expect(res.body).not.toMatch(/apt-get|pocketsphinx|OPENAI_API_KEY/);
      const engines = await testApp().app.inject({ method: 'GET', url: apiPaths.ai.engines });
      expect(engines.json()).toMatchObject({ success: { transcription: 'unavailable' } });
    } finally {
      stt.setUnavailable(undefined);
    }
    expect(await b.balance()).toBe(1000);
  });
});
