import { access } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiPaths, findTool, ImageAnswer, TranscriptionAnswer } from '@penwise/contract';
import { fakeImageEngine } from '../../adapters/ai/fake-image-engine.ts';
import { fakeTextEngine } from '../../adapters/ai/fake-text-engine.ts';
import { fakeTranscriptionEngine } from '../../adapters/ai/fake-transcription-engine.ts';
import { multipartBody, toneWav } from '../../test/audio-fixtures.ts';
import { historyOf, payingBuyer, type Buyer } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { engines } from '../../test/test-database.ts';

const tool = findTool('facebook-ads');
if (!tool) throw new Error('catalogue lost facebook-ads');

// Every kind of history item can be deleted from /history, with whatever media it keeps.
describe.each(engines)('POST /api/plans/delete-history for each kind (%s)', (engine) => {
  const text = fakeTextEngine();
  const testApp = useTestApp(
    engine,
    {},
    { textEngine: text, imageEngine: fakeImageEngine(), transcriptionEngine: fakeTranscriptionEngine() },
  );
  const post = (b: Buyer, url: string, payload: object) =>
    testApp().app.inject({ method: 'POST', url, headers: b.headers, payload });
  const remove = (b: Buyer, id: string) => post(b, apiPaths.plans.deleteHistory, { id });
  const ids = async (b: Buyer) => (await historyOf(testApp(), b)).map((item) => item.id);
  const get = (url: string) => testApp().app.inject({ method: 'GET', url });

  /** Where the local storage keeps a media URL's bytes (DATA_DIR/media/ab/abcd…). */
  function fileOf(url: string): string {
    const key = url.split('/').at(-1) ?? '';
    return path.join(testApp().config.DATA_DIR, 'media', key.slice(0, 2), key);
  }
  const onDisk = (url: string) =>
    access(fileOf(url)).then(
      () => true,
      () => false,
    );

  async function writeText(b: Buyer): Promise<string> {
    text.script({ deltas: ['Stay hydrated.'] });
    const payload = { tool_data: { slug: tool?.slug, title: tool?.title }, content: 'A bottle' };
    expect((await post(b, apiPaths.ai.text, payload)).statusCode).toBe(200);
    const [newest] = await historyOf(testApp(), b);
    if (newest?.type !== 'GenText') throw new Error('the text was not recorded');
    return newest.id;
  }

  async function drawImage(b: Buyer) {
    const { image_url } = ImageAnswer.parse(
      (await post(b, apiPaths.ai.image, { prompt: 'A fox' })).json(),
    ).success;
    const [newest] = await historyOf(testApp(), b);
    if (newest?.type !== 'TTImage') throw new Error('the image was not recorded');
    return { id: newest.id, url: image_url };
  }

  async function transcribe(b: Buyer) {
    const file = { bytes: toneWav(2), name: 'meeting.wav', type: 'audio/wav' };
    const { payload, headers } = await multipartBody({ file });
    const res = await testApp().app.inject({
      method: 'POST',
      url: apiPaths.ai.transcribe,
      headers: { ...headers, ...b.headers },
      payload,
    });
    const answer = TranscriptionAnswer.parse(res.json()).success;
    return { id: answer.id, url: answer.mp3_url };
  }

  it('deletes a text item, and only that one', async () => {
    const b = await payingBuyer(testApp(), 100_000);
    const kept = await writeText(b);
    const gone = await writeText(b);
    const res = await remove(b, gone);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: { id: gone } });
    expect(await ids(b)).toEqual([kept]);
    expect((await remove(b, gone)).statusCode).toBe(404);
  });

  it('deletes an image item with its picture: the file leaves the disk and its URL answers 404', async () => {
    const b = await payingBuyer(testApp(), 100_000);
    const kept = await drawImage(b);
    const gone = await drawImage(b);
    expect(await onDisk(gone.url)).toBe(true);
    expect((await remove(b, gone.id)).statusCode).toBe(200);
    expect(await ids(b)).toEqual([kept.id]);
    expect(await onDisk(gone.url)).toBe(false);
    expect((await get(gone.url)).statusCode).toBe(404);
    expect((await get(kept.url)).statusCode).toBe(200);
    expect(await onDisk(kept.url)).toBe(true);
    expect((await remove(b, gone.id)).statusCode).toBe(404);
  });

  it('deletes a transcription with the uploaded recording', async () => {
    const b = await payingBuyer(testApp(), 100_000);
    const item = await transcribe(b);
    expect(await onDisk(item.url)).toBe(true);
    expect((await remove(b, item.id)).statusCode).toBe(200);
    expect(await ids(b)).toEqual([]);
    expect(await onDisk(item.url)).toBe(false);
    expect((await get(item.url)).statusCode).toBe(404);
  });

  it('answers 404 to a stranger for every kind and deletes nothing', async () => {
    const owner = await payingBuyer(testApp(), 100_000);
    const stranger = await payingBuyer(testApp(), 0);
    const textId = await writeText(owner);
    const image = await drawImage(owner);
    const recording = await transcribe(owner);
    for (const id of [textId, image.id, recording.id]) {
      const res = await remove(stranger, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found' });
    }
    expect(await ids(owner)).toEqual([recording.id, image.id, textId]);
    for (const url of [image.url, recording.url]) {
      expect(await onDisk(url)).toBe(true);
      expect((await get(url)).statusCode).toBe(200);
    }
  });
});
