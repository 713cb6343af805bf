import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3Server, type LocalS3Server } from '../../test/local-s3-server.ts';
import type { MediaStorage } from './media-storage.ts';
import { s3MediaStorage } from './s3-media-storage.ts';

const bucket = 'penwise-media';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const newKey = () => randomBytes(24).toString('base64url');

describe('s3MediaStorage against a local S3 server', () => {
  let s3: LocalS3Server;
  let storage: MediaStorage;
  let scratch: string;

  beforeAll(async () => {
    s3 = await startLocalS3Server();
    scratch = await mkdtemp(path.join(tmpdir(), 'penwise-s3-'));
    storage = s3MediaStorage({
      endpoint: s3.url,
      bucket,
      region: 'us-east-1',
      accessKeyId: 'test-key',
      secretAccessKey: 'test-secret',
      forcePathStyle: true,
    });
  });
  afterAll(async () => {
    await s3.close();
    await rm(scratch, { recursive: true, force: true });
  });

  it('stores bytes as an object in the bucket, signed with SigV4', async () => {
    const key = newKey();
    const bytes = randomBytes(1000);
    await storage.put(key, bytes);
    expect(storage.name).toBe('s3');
    expect(s3.object(bucket, key)).toEqual(bytes);
    const put = s3.requests.findLast((request) => request.method === 'PUT');
    expect(put?.path).toBe(`/${bucket}/${key}`);
    expect(put?.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=test-key\//);
  });

  it('reads the whole object, and a byte range of it', async () => {
    const key = newKey();
    const bytes = randomBytes(100);
    await storage.put(key, bytes);
    expect(await bytesOf(storage.read(key))).toEqual(bytes);
    expect(await bytesOf(storage.read(key, { start: 10, end: 19 }))).toEqual(bytes.subarray(10, 20));
    expect(s3.requests.at(-1)?.headers.range).toBe('bytes=10-19');
  });

  it('streams a 5 MB file up with its length, and it reads back the same', async () => {
    const key = newKey();
    const file = path.join(scratch, 'upload.bin');
    const bytes = randomBytes(5 * 1024 * 1024);
    await writeFile(file, bytes);
    await storage.putFile(key, file);
    // A plain body of known length, not aws-chunked: what every S3-compatible server accepts.
    const put = s3.requests.findLast((request) => request.method === 'PUT');
    expect(put?.headers).toMatchObject({ 'content-length': String(bytes.length) });
    expect(put?.headers['content-encoding']).toBeUndefined();
    expect(s3.object(bucket, key)?.equals(bytes)).toBe(true);
    expect((await bytesOf(storage.read(key, { start: 5_000_000, end: 5_000_099 }))).length).toBe(100);
  });

  it('deletes an object, and deleting a missing one is fine', async () => {
    const key = newKey();
    await storage.put(key, randomBytes(10));
    await storage.delete(key);
    expect(s3.object(bucket, key)).toBeUndefined();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('fails the read of a missing key as a missing file does (ENOENT, 404)', async () => {
    await expect(bytesOf(storage.read(newKey()))).rejects.toMatchObject({ code: 'ENOENT', statusCode: 404 });
  });

  it('lets a reader leave early, before or during the answer, and keeps serving', async () => {
    const key = newKey();
    const bytes = randomBytes(256 * 1024);
    await storage.put(key, bytes);
    storage.read(key).destroy();
    const during = storage.read(key);
    await new Promise((resolve) => during.once('data', resolve));
    during.destroy();
    expect(await bytesOf(storage.read(key))).toEqual(bytes);
  });

  it('refuses a key that is not one of ours before asking S3', () => {
    expect(() => storage.read('../secrets')).toThrow(/invalid media key/);
  });
});
