import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  errorTexts,
  transcriptionCost,
  transcriptionMessages,
  uploadLimits,
} from '@penwise/contract';
import { fakeTranscriptionEngine } from '../../adapters/ai/fake-transcription-engine.ts';
import { historyOf, payingBuyer } from '../../test/factories.ts';
import { gatedTranscriptionEngine, until } from '../../test/gated-transcription-engine.ts';
import { multipartBody, toneWav } from '../../test/audio-fixtures.ts';
import { sendUpload } from '../../test/socket-upload.ts';
import { useTestApp } from '../../test/test-app.ts';

const identity = (headers: Record<string, string>) =>
  JSON.stringify({ success: { idToken: (headers.authorization ?? '').replace('Bearer ', '') } });

// A 25MB upload refused before its body is read: the answer comes while the first megabytes are still
// in the loopback socket's buffers (about 4 MiB here), long before the 25 MiB are sent.
const beforeTheBody = 8 * 1024 * 1024;

describe(
  'no work before money: refusals before the upload is read, over a real socket',
  { timeout: 60_000 },
  () => {
    const stt = fakeTranscriptionEngine();
    const testApp = useTestApp('pglite', {}, { transcriptionEngine: stt });
    let baseUrl = '';
    beforeAll(async () => {
      baseUrl = await testApp().app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(() => testApp().app.close());
    const minimum = transcriptionCost(1);

    it('answers 402 to a header session without the cost of one second, before reading the body', async () => {
      const b = await payingBuyer(testApp(), minimum - 1);
      const calls = stt.requests.length;
      const sent = await sendUpload(baseUrl, b.headers, uploadLimits.maxBytes);
      expect(sent.status).toBe(402);
      expect(JSON.parse(sent.body)).toMatchObject({
        code: 'not_enough_credits',
        error: transcriptionMessages.notEnoughForAny(minimum, minimum - 1),
      });
      expect(sent.written).toBeLessThan(beforeTheBody);
      expect(stt.requests.length).toBe(calls);
    });

    it('answers 402 right after the json identity when it comes first, before reading the file', async () => {
      const b = await payingBuyer(testApp(), 0);
      const sent = await sendUpload(baseUrl, {}, uploadLimits.maxBytes, { json: identity(b.headers) });
      expect(sent.status).toBe(402);
      expect(JSON.parse(sent.body)).toMatchObject({
        error: transcriptionMessages.notEnoughForAny(minimum, 0),
      });
      expect(sent.written).toBeLessThan(beforeTheBody);
    });

    it('answers 401 at once to an upload with no Authorization header and no json identity before the file', async () => {
      const sent = await sendUpload(baseUrl, {}, uploadLimits.maxBytes);
      expect(sent.status).toBe(401);
      expect(JSON.parse(sent.body)).toMatchObject({
        code: 'not_authenticated',
        error: errorTexts.notAuthenticated,
      });
      expect(sent.written).toBeLessThan(beforeTheBody);
    });

    it('still transcribes for a json identity that comes first and can pay', async () => {
      const b = await payingBuyer(testApp(), 1000);
      const sent = await sendUpload(baseUrl, {}, 64 * 1024, { json: identity(b.headers) });
      expect(sent.status).toBe(200);
      expect(await b.balance()).toBe(1000 - transcriptionCost(1));
    });
  },
);

describe('a client that leaves does not stop the work', { timeout: 60_000 }, () => {
  const stt = gatedTranscriptionEngine();
  const testApp = useTestApp('pglite', {}, { transcriptionEngine: stt.engine });
  let baseUrl = '';
  beforeAll(async () => {
    baseUrl = await testApp().app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => testApp().app.close());

  it('finishes the transcription into history, charges it once and gives the media slot back', async () => {
    const b = await payingBuyer(testApp(), 1000);
    const { payload, headers } = await multipartBody({
      file: { bytes: toneWav(2), name: 'a.wav', type: 'audio/wav' },
    });
    const req = request(`${baseUrl}${apiPaths.ai.transcribe}`, {
      method: 'POST',
      headers: { ...headers, ...b.headers, 'content-length': String(payload.length) },
    });
    req.on('error', () => undefined);
    req.end(payload);
    await until(() => stt.started() === 1);
    expect(await b.balance()).toBe(1000 - transcriptionCost(2));
    req.destroy();
    // The generation outlives its request: the engine call goes on, and it ends in history.
    await new Promise((ok) => setTimeout(ok, 200));
    expect(stt.requests[0]?.signal?.aborted).toBe(false);
    stt.open();
    for (let i = 0; i < 100 && (await historyOf(testApp(), b))[0]?.status !== 'succeeded'; i += 1)
      await new Promise((ok) => setTimeout(ok, 50));
    expect((await historyOf(testApp(), b))[0]).toMatchObject({ type: 'Speech2Text', status: 'succeeded' });
    expect(await b.balance()).toBe(1000 - transcriptionCost(2));
    // The slot is free again: the next call of the same user (cap 2) runs, twice over.
    const next = [1, 2].map(async () => {
      const again = await multipartBody({ file: { bytes: toneWav(1), name: 'b.wav', type: 'audio/wav' } });
      return testApp().app.inject({
        method: 'POST',
        url: apiPaths.ai.transcribe,
        headers: { ...again.headers, ...b.headers },
        payload: again.payload,
      });
    });
    await until(() => stt.started() === 3);
    stt.open();
    expect((await Promise.all(next)).map((res) => res.statusCode)).toEqual([200, 200]);
  });
});
