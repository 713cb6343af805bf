import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { listLocalMedia } from './local-media-listing.ts';
import { safeKey, type MediaStorage } from './media-storage.ts';

/** Media as files under `root` (DATA_DIR/media), two levels of folders so no folder grows huge. */
export function localMediaStorage(root: string): MediaStorage {
  function fileOf(key: string): string {
    // Keys are ours (random ids), but a path must never be built from anything else.
    if (!safeKey.test(key)) throw new Error(`invalid media key: ${key}`);
    return path.join(root, key.slice(0, 2), key);
  }

  return {
    name: 'local',
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const partial = `${file}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, file);
    },
    async putFile(key, sourcePath) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.partial`;
      await copyFile(sourcePath, partial);
      await rename(partial, file);
    },
    read(key, range) {
      return createReadStream(fileOf(key), range ? { start: range.start, end: range.end } : {});
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    listPages: (options) => listLocalMedia(root, options),
  };
}
