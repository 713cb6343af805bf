import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localMediaStorage } from './local-media-storage.ts';
import type { MediaStorage, StoredObject } from './media-storage.ts';

const newKey = () => randomBytes(24).toString('base64url');

async function pagesOf(storage: MediaStorage, options: Parameters<MediaStorage['listPages']>[0]) {
  const pages: StoredObject[][] = [];
  for await (const page of storage.listPages(options)) pages.push(page);
  return pages;
}

describe('localMediaStorage.listPages', () => {
  let root: string;
  let storage: MediaStorage;

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'penwise-media-'));
    storage = localMediaStorage(root);
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('lists every stored file in key order with its modification time, a page at a time', async () => {
    const keys = Array.from({ length: 7 }, newKey);
    for (const key of keys) await storage.put(key, randomBytes(10));

    const pages = await pagesOf(storage, { pageSize: 3 });
    expect(pages.map((page) => page.length)).toEqual([3, 3, 1]);
    expect(pages.flat().map((object) => object.key)).toEqual([...keys].sort());
    const first = pages.flat()[0];
    const file = path.join(root, first?.key.slice(0, 2) ?? '', first?.key ?? '');
    expect(first?.lastModified).toEqual((await stat(file)).mtime);
  });

  it('starts after the given key', async () => {
    const keys = Array.from({ length: 5 }, newKey).sort();
    for (const key of keys) await storage.put(key, randomBytes(10));
    const pages = await pagesOf(storage, { pageSize: 2, startAfter: keys[1] });
    expect(pages.flat().map((object) => object.key)).toEqual(keys.slice(2));
  });

  it('skips files still being written and anything that is not a key in its folder', async () => {
    const key = newKey();
    await storage.put(key, randomBytes(10));
    const folder = path.join(root, key.slice(0, 2));
    await writeFile(path.join(folder, `${newKey()}.partial`), 'half');
    await writeFile(path.join(folder, 'notes.txt'), 'x');
    // A key in a folder it does not belong to: deleting it by key would miss it.
    await writeFile(path.join(folder, `zz${newKey()}`), 'x');
    await mkdir(path.join(folder, `${key.slice(0, 2)}folder`));
    await mkdir(path.join(root, 'not-a-folder-of-ours'));
    await writeFile(path.join(root, 'README'), 'x');

    const pages = await pagesOf(storage, { pageSize: 10 });
    expect(pages.flat().map((object) => object.key)).toEqual([key]);
  });

  it('lists nothing before anything was stored', async () => {
    const missing = localMediaStorage(path.join(root, 'never-created'));
    expect(await pagesOf(missing, { pageSize: 10 })).toEqual([]);
  });
});
