import path from 'node:path';
import type { Config } from '../../config.ts';
import { localMediaStorage } from './local-media-storage.ts';
import type { MediaStorage } from './media-storage.ts';

export type { MediaStorage } from './media-storage.ts';

/**
 * The configured media storage: an S3-compatible bucket with MEDIA_STORAGE=s3, else files in DATA_DIR/media.
 * The AWS SDK loads only for the bucket.
 */
export async function createMediaStorage(config: Config): Promise<MediaStorage> {
  if (config.MEDIA_STORAGE === 'local') return localMediaStorage(path.join(config.DATA_DIR, 'media'));
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
  // parseConfig refuses MEDIA_STORAGE=s3 without these; a config built some other way gets the same answer.
  if (!bucket || !accessKeyId || !secretAccessKey) {
    throw new Error('MEDIA_STORAGE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  const { s3MediaStorage } = await import('./s3-media-storage.ts');
  return s3MediaStorage({
    endpoint: config.S3_ENDPOINT,
    bucket,
    region: config.S3_REGION,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
}
