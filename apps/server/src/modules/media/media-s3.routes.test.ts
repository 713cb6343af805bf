import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type ImageAnswer } from '@penwise/contract';
import { payingBuyer } from '../../test/factories.ts';
import {
  s3MediaBucket as bucket,
  s3MediaEnv,
  startLocalS3Server,
  type LocalS3Server,
} from '../../test/local-s3-server.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

// The storage, not the database, is under test here: PGlite alone keeps it quick.
describe('GET /api/media/:id with MEDIA_STORAGE=s3', () => {
  let s3: LocalS3Server;
  let t: TestApp;

  beforeAll(async () => {
    s3 = await startLocalS3Server();
    t = await buildTestApp('pglite', s3MediaEnv(s3));
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  async function drawnImage() {
    const buyer = await payingBuyer(t, 10_000);
    const res = await t.app.inject({
      method: 'POST',
      url: apiPaths.ai.image,
      headers: buyer.headers,
      payload: { prompt: 'A lighthouse in fog', size: '256x256' },
    });
    expect(res.statusCode).toBe(200);
    const url = res.json<ImageAnswer>().success.image_url;
    return { url, key: url.split('/').at(-1) ?? '' };
  }

  it('stores a generated image in the bucket, not on local disk, and serves it whole', async () => {
    const { url, key } = await drawnImage();
    const stored = s3.object(bucket, key);
    expect(stored?.subarray(1, 4).toString()).toBe('PNG');
    expect(await readdir(t.config.DATA_DIR)).not.toContain('media');

    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-length']).toBe(String(stored?.length));
    expect(res.rawPayload.equals(stored ?? Buffer.alloc(0))).toBe(true);
    const get = s3.requests.findLast((request) => request.method === 'GET');
    expect(get?.path).toBe(`/${bucket}/${key}`);
    expect(get?.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 /);
  });

  it('answers a Range with 206 and exactly those bytes, asking S3 for that range only', async () => {
    const { url, key } = await drawnImage();
    const stored = s3.object(bucket, key) ?? Buffer.alloc(0);
    const res = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=8-23' } });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 8-23/${String(stored.length)}`);
    expect(res.rawPayload.equals(stored.subarray(8, 24))).toBe(true);
    expect(s3.requests.at(-1)?.headers.range).toBe('bytes=8-23');
  });
});
