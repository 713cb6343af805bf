import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { safeKey, type ListOptions, type StoredObject } from './media-storage.ts';

// The folders local storage makes: the first two characters of the keys inside.
const folderName = /^[A-Za-z0-9_-]{2}$/;

/** Names in `dir`, sorted as S3 sorts keys (our names are ASCII, where code unit order is byte order). */
async function sortedNames(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).sort();
  } catch (error) {
    // Nothing stored yet, or removed meanwhile: nothing to list.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

async function modifiedAt(file: string): Promise<Date | undefined> {
  try {
    const stats = await stat(file);
    return stats.isFile() ? stats.mtime : undefined;
  } catch (error) {
    // Deleted between the folder listing and now (a user removing it, another sweep).
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * The files of a local media store under `root` (`<root>/<first two characters>/<key>`), in key order.
 * `.partial` files still being written are not keys, and a key in a folder not its own is left out: it
 * could not be read or deleted by its key.
 */
export async function* listLocalMedia(
  root: string,
  { pageSize, startAfter = '' }: ListOptions,
): AsyncGenerator<StoredObject[]> {
  let page: StoredObject[] = [];
  for (const folder of await sortedNames(root)) {
    if (!folderName.test(folder) || folder < startAfter.slice(0, 2)) continue;
    for (const name of await sortedNames(path.join(root, folder))) {
      if (name <= startAfter || !safeKey.test(name) || !name.startsWith(folder)) continue;
      const lastModified = await modifiedAt(path.join(root, folder, name));
      if (!lastModified) continue;
      page.push({ key: name, lastModified });
      if (page.length < pageSize) continue;
      yield page;
      page = [];
    }
  }
  if (page.length) yield page;
}
