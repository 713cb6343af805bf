import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MediaService } from '../media/media.service.ts';
import { uploadFolderPrefix } from './stale-uploads.ts';

/**
 * A stored upload copied to this server's disk for the engine (it reads a file): the upload may have
 * reached another server, and lives in the shared media storage. `discard` removes the copy.
 */
export async function copyUploadToDisk(
  media: Pick<MediaService, 'find' | 'read'>,
  mediaId: string,
  signal: AbortSignal,
): Promise<{ filePath: string; discard: () => Promise<void> }> {
  const row = await media.find(mediaId);
  if (!row) throw new Error(`upload ${mediaId} is gone`);
  const dir = await mkdtemp(uploadFolderPrefix());
  const discard = () => rm(dir, { recursive: true, force: true });
  const filePath = path.join(dir, 'upload');
  try {
    await pipeline(media.read(row), createWriteStream(filePath), { signal });
    return { filePath, discard };
  } catch (error) {
    await discard();
    throw error;
  }
}
