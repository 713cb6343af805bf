import { randomBytes } from 'node:crypto';
import { mediaPath } from '@penwise/contract';
import type { MediaStorage } from '../../adapters/media/media-storage.ts';
import type { Db } from '../../db/client.ts';
import { mediaRepository, type MediaRow } from './media.repository.ts';

export interface StoredMedia {
  id: string;
  url: string;
}

/** Stores generated and uploaded media, and finds it again for /api/media/:id. */
export function createMediaService(db: Db, storage: MediaStorage) {
  const repo = mediaRepository(db);
  return {
    /** Saves the bytes first, then the row: a row never points at missing bytes. */
    async store(userId: string, mime: string, bytes: Uint8Array): Promise<StoredMedia> {
      const id = randomBytes(24).toString('base64url');
      await storage.put(id, bytes);
      await repo.insert({ id, userId, mime, bytes: bytes.byteLength, storageKey: id });
      return { id, url: mediaPath(id) };
    },

    /** Like store, for a file on local disk (an upload streamed to a temporary file). */
    async storeFile(userId: string, mime: string, filePath: string, bytes: number): Promise<StoredMedia> {
      const id = randomBytes(24).toString('base64url');
      await storage.putFile(id, filePath);
      await repo.insert({ id, userId, mime, bytes, storageKey: id });
      return { id, url: mediaPath(id) };
    },

    find: (id: string): Promise<MediaRow | undefined> => repo.find(id),

    read: (row: MediaRow, range?: { start: number; end: number }) => storage.read(row.storageKey, range),

    /** Removes the user's media; false when it is not theirs. */
    async remove(id: string, userId: string): Promise<boolean> {
      const row = await repo.deleteOwned(id, userId);
      if (!row) return false;
      await storage.delete(row.storageKey);
      return true;
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
