import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MediaId } from '@penwise/contract';
import { mediaCache } from './media.routes.ts';
import { newBuyer } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { engines } from '../../test/test-database.ts';

const bytes = new Uint8Array(Array.from({ length: 50 }, (_, i) => i));

describe.each(engines)('GET /api/media/:id (%s)', (engine) => {
  const testApp = useTestApp(engine);

  async function stored() {
    const t = testApp();
    const owner = await newBuyer(t);
    const service = t.services.media;
    const file = await service.store(owner.id, 'audio/mpeg', bytes);
    return { t, owner, service, file };
  }

  it('serves the whole file with its type, length and long caching, under an unguessable id', async () => {
    const { t, file } = await stored();
    expect(MediaId.safeParse(file.id).success).toBe(true);
    const res = await t.app.inject({ method: 'GET', url: file.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/mpeg');
    expect(res.headers['content-length']).toBe('50');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(new Uint8Array(res.rawPayload)).toEqual(bytes);
  });

  it("serves a user's upload privately and briefly, never to shared caches", async () => {
    const { t, owner, service } = await stored();
    const upload = path.join(t.config.DATA_DIR, 'upload.mp3');
    await writeFile(upload, bytes);
    const file = await service.storeFile(owner.id, 'audio/mpeg', upload, bytes.byteLength);
    const res = await t.app.inject({ method: 'GET', url: file.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(`private, max-age=${String(mediaCache.uploadMaxAgeSeconds)}`);
    expect(new Uint8Array(res.rawPayload)).toEqual(bytes);
    const ranged = await t.app.inject({ method: 'GET', url: file.url, headers: { range: 'bytes=0-3' } });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['cache-control']).toBe(
      `private, max-age=${String(mediaCache.uploadMaxAgeSeconds)}`,
    );
  });

  it('keeps generated media cacheable only when stored as generated', async () => {
    const { t, owner, service } = await stored();
    const generated = await service.store(owner.id, 'image/png', bytes);
    const upload = await service.store(owner.id, 'audio/mpeg', bytes, { kind: 'upload' });
    const header = async (url: string) =>
      (await t.app.inject({ method: 'GET', url })).headers['cache-control'];
    expect(await header(generated.url)).toBe('public, max-age=31536000, immutable');
    expect(await header(upload.url)).toMatch(/^private, /);
  });

  it.each([
    ['bytes=2-5', 2, 5],
    ['bytes=40-', 40, 49],
    ['bytes=-4', 46, 49],
  ])('answers Range %s with 206 and exactly those bytes', async (range, start, end) => {
    const { t, file } = await stored();
    const res = await t.app.inject({ method: 'GET', url: file.url, headers: { range } });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes ${String(start)}-${String(end)}/50`);
    expect(res.headers['content-length']).toBe(String(end - start + 1));
    expect(new Uint8Array(res.rawPayload)).toEqual(bytes.slice(start, end + 1));
  });

  it('answers a range past the end with 416 and the real size', async () => {
    const { t, file } = await stored();
    const res = await t.app.inject({ method: 'GET', url: file.url, headers: { range: 'bytes=100-200' } });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe('bytes */50');
    expect(res.json()).toMatchObject({ code: 'range_not_satisfiable' });
  });

  it.each(['AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'short', '..%2F..%2Fdb', '%00'])(
    'answers 404 for %s',
    async (id) => {
      const res = await testApp().app.inject({ method: 'GET', url: `/api/media/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found' });
    },
  );

  it('lets only the owner delete a file, and then it is gone', async () => {
    const { t, owner, service, file } = await stored();
    const other = await newBuyer(t);
    expect(await service.remove(file.id, other.id)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: file.url })).statusCode).toBe(200);
    expect(await service.remove(file.id, owner.id)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: file.url })).statusCode).toBe(404);
  });
});
