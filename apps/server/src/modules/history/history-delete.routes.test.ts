import { describe, expect, it } from 'vitest';
import { apiPaths, SpeechAnswer } from '@penwise/contract';
import { fakeSpeechEngine } from '../../adapters/ai/fake-speech-engine.ts';
import { payingBuyer, type Buyer, historyOf } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { engines } from '../../test/test-database.ts';

describe.each(engines)('POST /api/plans/delete-history (%s)', (engine) => {
  const testApp = useTestApp(engine, {}, { speechEngine: fakeSpeechEngine() });
  const post = (b: Buyer | undefined, url: string, payload: object) =>
    testApp().app.inject({ method: 'POST', url, headers: b?.headers ?? {}, payload });
  const itemsOf = (b: Buyer) => historyOf(testApp(), b);

  async function voiceover(b: Buyer, prompt: string) {
    return SpeechAnswer.parse((await post(b, apiPaths.ai.tts, { prompt, voice: 'nova' })).json()).success;
  }

  it('removes the item and its stored audio, and nothing else', async () => {
    const b = await payingBuyer(testApp(), 1000);
    const kept = await voiceover(b, 'Keep me');
    const gone = await voiceover(b, 'Delete me');
    const res = await post(b, apiPaths.plans.deleteHistory, { id: gone.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: { id: gone.id } });
    expect((await itemsOf(b)).map((item) => item.id)).toEqual([kept.id]);
    expect((await testApp().app.inject({ method: 'GET', url: gone.mp3_url })).statusCode).toBe(404);
    expect((await testApp().app.inject({ method: 'GET', url: kept.mp3_url })).statusCode).toBe(200);
    // Deleting is not a refund: the credits were spent on audio that was delivered.
    expect(await b.balance()).toBe(1000 - 'Keep me'.length - 'Delete me'.length);
  });

  it('answers 404 for someone else’s item and leaves it and its audio alone', async () => {
    const owner = await payingBuyer(testApp(), 1000);
    const stranger = await payingBuyer(testApp(), 0);
    const item = await voiceover(owner, 'Mine');
    const res = await post(stranger, apiPaths.plans.deleteHistory, { id: item.id });
    expect(res.statusCode).toBe(404);
    expect((await itemsOf(owner)).map((entry) => entry.id)).toEqual([item.id]);
    expect((await testApp().app.inject({ method: 'GET', url: item.mp3_url })).statusCode).toBe(200);
  });

  it('answers 404 the second time, 400 for a malformed id and 401 without a session', async () => {
    const b = await payingBuyer(testApp(), 1000);
    const item = await voiceover(b, 'Once');
    expect((await post(b, apiPaths.plans.deleteHistory, { id: item.id })).statusCode).toBe(200);
    expect((await post(b, apiPaths.plans.deleteHistory, { id: item.id })).statusCode).toBe(404);
    const bad = await post(b, apiPaths.plans.deleteHistory, { id: "1' or '1'='1" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'id' });
    expect((await post(undefined, apiPaths.plans.deleteHistory, { id: item.id })).statusCode).toBe(401);
  });
});
