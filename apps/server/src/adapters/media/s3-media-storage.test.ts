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

  describe('listPages', () => {
    // A bucket of its own per test: the other tests' objects stay out of the listing.
    const listingOf = (listBucket: string) =>
      s3MediaStorage({
        endpoint: s3.url,
        bucket: listBucket,
        region: 'us-east-1',
        accessKeyId: 'test-key',
        secretAccessKey: 'test-secret',
        forcePathStyle: true,
      });
    const listRequests = (listBucket: string) =>
      s3.requests.filter((request) => request.path.replace(/\/$/, '') === `/${listBucket}`);

    async function pagesOf(store: MediaStorage, options: Parameters<MediaStorage['listPages']>[0]) {
      const pages: { key: string; lastModified: Date }[][] = [];
      for await (const page of store.listPages(options)) pages.push(page);
      return pages;
    }

    it('lists every object in key order with its last-modified time, by continuation tokens', async () => {
      const listBucket = `listing-${newKey().slice(0, 8).toLowerCase()}`;
      const store = listingOf(listBucket);
      const before = Math.floor(Date.now() / 1000) * 1000;
      const keys = Array.from({ length: 7 }, newKey);
      for (const key of keys) await store.put(key, randomBytes(10));

      const pages = await pagesOf(store, { pageSize: 3 });
      expect(pages.map((page) => page.length)).toEqual([3, 3, 1]);
      expect(pages.flat().map((object) => object.key)).toEqual([...keys].sort());
      for (const { lastModified } of pages.flat()) {
        expect(lastModified.getTime()).toBeGreaterThanOrEqual(before);
        expect(lastModified.getTime()).toBeLessThanOrEqual(Date.now());
      }
      const lists = listRequests(listBucket);
      expect(lists.map((request) => request.query.get('list-type'))).toEqual(['2', '2', '2']);
      expect(lists.map((request) => request.query.get('max-keys'))).toEqual(['3', '3', '3']);
      expect(lists.map((request) => request.query.has('continuation-token'))).toEqual([false, true, true]);
      expect(lists[0]?.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 /);
    });

    it('starts after the given key', async () => {
      const listBucket = `listing-${newKey().slice(0, 8).toLowerCase()}`;
      const store = listingOf(listBucket);
      const keys = Array.from({ length: 5 }, newKey).sort();
      for (const key of keys) await store.put(key, randomBytes(10));
      const pages = await pagesOf(store, { pageSize: 2, startAfter: keys[1] });
      expect(pages.flat().map((object) => object.key)).toEqual(keys.slice(2));
      expect(listRequests(listBucket)[0]?.query.get('start-after')).toBe(keys[1]);
    });

    it('leaves out objects whose names could not be media keys', async () => {
      const listBucket = `listing-${newKey().slice(0, 8).toLowerCase()}`;
      const store = listingOf(listBucket);
      const key = newKey();
      await store.put(key, randomBytes(10));
      // Someone else's object in the bucket, stored without our adapter (the server checks no signature).
      const other = await fetch(`${s3.url}/${listBucket}/notes/read%20me.txt`, { method: 'PUT', body: 'x' });
      expect(other.status).toBe(200);
      const pages = await pagesOf(store, { pageSize: 10 });
      expect(pages.flat().map((object) => object.key)).toEqual([key]);
    });

    it('lists an empty bucket as nothing', async () => {
      const pages = await pagesOf(listingOf('listing-empty'), { pageSize: 10 });
      expect(pages.flat()).toEqual([]);
    });
  });
});
