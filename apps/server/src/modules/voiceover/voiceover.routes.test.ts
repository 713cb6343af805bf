import { describe, expect, it } from 'vitest';
import { apiPaths, SpeechAnswer } from '@penwise/contract';
import { fakeSpeechEngine } from '../../adapters/ai/fake-speech-engine.ts';
import { payingBuyer, type Buyer, historyOf as historyOfBuyer } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { engines } from '../../test/test-database.ts';

describe.each(engines)('POST /api/ai/tts (%s)', (engine) => {
  const speech = fakeSpeechEngine();
  const testApp = useTestApp(engine, {}, { speechEngine: speech });

  const speak = (b: Buyer | undefined, payload: object) =>
    testApp().app.inject({ method: 'POST', url: apiPaths.ai.tts, headers: b?.headers ?? {}, payload });
  const historyOf = (b: Buyer) => historyOfBuyer(testApp(), b);

  it('stores the MP3, answers its link and duration, charges one credit per character and records it', async () => {
    const b = await payingBuyer(testApp(), 1000);
    const res = await speak(b, { prompt: 'Hello there, world. ', voice: 'onyx' });
    expect(res.statusCode).toBe(200);
    const answer = SpeechAnswer.parse(res.json()).success;
    expect(answer.mp3_url).toMatch(/^\/api\/media\/[\w-]{32}$/);
    expect(answer.duration).toBeCloseTo(1.9);
    // The voiceover box gets a trailing space; the spoken (and charged) text is trimmed.
    expect(speech.requests.at(-1)).toMatchObject({ text: 'Hello there, world.', voice: 'onyx' });
    const audio = await testApp().app.inject({ method: 'GET', url: answer.mp3_url });
    expect(audio.headers['content-type']).toBe('audio/mpeg');
    expect(await b.balance()).toBe(1000 - 19);
    expect((await historyOf(b))[0]).toMatchObject({
      id: answer.id,
      type: 'TTS',
      input: 'Hello there, world.',
      mp3_url: answer.mp3_url,
      voice: 'onyx',
      duration: 1.9,
      credits: 19,
    });
  });

  it('speaks in Alloy when no voice is given, and counts an emoji as one character', async () => {
    const b = await payingBuyer(testApp(), 100);
    expect((await speak(b, { prompt: 'Hi 👋' })).statusCode).toBe(200);
    expect(speech.requests.at(-1)).toMatchObject({ voice: 'alloy' });
    expect(await b.balance()).toBe(100 - 4);
  });

  it('answers 402 without enough credits and never calls the engine', async () => {
    const b = await payingBuyer(testApp(), 10);
    const calls = speech.requests.length;
    const res = await speak(b, { prompt: 'Eleven char', voice: 'nova' });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      code: 'not_enough_credits',
      error:
        'This voiceover costs 11 credits (one per character); you have 10. Add credits or shorten the text.',
    });
    expect(speech.requests.length).toBe(calls);
    expect(await b.balance()).toBe(10);
  });

  it('refunds everything and records nothing when the engine fails', async () => {
    const b = await payingBuyer(testApp(), 500);
    speech.failNext('busy');
    const res = await speak(b, { prompt: 'Something', voice: 'echo' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'ai_busy' });
    expect(await b.balance()).toBe(500);
    expect(await historyOf(b)).toEqual([]);
  });

  it.each([
    ['an empty text', { prompt: '   ', voice: 'alloy' }],
    ['a text over 4,096 characters', { prompt: 'x'.repeat(4097), voice: 'alloy' }],
    ['an unknown voice', { prompt: 'Hello', voice: 'robot' }],
    ['a voice in the wrong case', { prompt: 'Hello', voice: 'Alloy' }],
  ])('refuses %s with 400 and changes nothing', async (_name, payload) => {
    const b = await payingBuyer(testApp(), 5000);
    const calls = speech.requests.length;
    const res = await speak(b, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).not.toBe('');
    expect(speech.requests.length).toBe(calls);
    expect(await b.balance()).toBe(5000);
  });

  it('answers 401 without a session', async () => {
    expect((await speak(undefined, { prompt: 'Hello', voice: 'alloy' })).statusCode).toBe(401);
  });
});
