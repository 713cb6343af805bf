import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { PassThrough, Readable, pipeline } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { safeKey, type MediaStorage } from './media-storage.ts';
import { listS3Objects } from './s3-media-listing.ts';

export interface S3MediaStorageOptions {
  /** Another S3-compatible service (R2, Garage, SeaweedFS, MinIO); without it, AWS S3 in `region`. */
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint>/<key>` (most self-hosted servers). */
  forcePathStyle: boolean;
}

function checked(key: string): string {
  // Keys are ours (random ids); anything else reaching storage is a bug, not a name to store.
  if (!safeKey.test(key)) throw new Error(`invalid media key: ${key}`);
  return key;
}

/** What a missing object looks like to callers: a missing local file (ENOENT), answered as 404. */
function readError(error: unknown): Error {
  const name = error instanceof Error ? error.name : '';
  const status = (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
  if (name !== 'NoSuchKey' && name !== 'NotFound' && status !== 404) {
    return error instanceof Error ? error : new Error(String(error));
  }
  return Object.assign(new Error('media object not found', { cause: error }), {
    code: 'ENOENT',
    statusCode: 404,
  });
}

/** Media as objects in an S3-compatible bucket, so several servers share it without a shared disk. */
export function s3MediaStorage(options: S3MediaStorageOptions): MediaStorage {
  const { bucket } = options;
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // Checksums only where S3 demands them: the SDK's default sends uploads as aws-chunked bodies
    // with a trailing CRC, which several S3-compatible servers refuse or store verbatim.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  return {
    name: 's3',
    async put(key, bytes) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: checked(key), Body: bytes }));
    },
    async putFile(key, sourcePath) {
      const { size } = await stat(sourcePath);
      // A stream with its length: uploads go out as they are read, never whole in memory.
      const body = createReadStream(sourcePath);
      try {
        await client.send(
          new PutObjectCommand({ Bucket: bucket, Key: checked(key), Body: body, ContentLength: size }),
        );
      } finally {
        body.destroy();
      }
    },
    read(key, range) {
      // The interface answers a stream at once (as a file would); the object's bytes follow when
      // S3 answers, and a failure arrives as the stream's error, like a missing file's.
      const out = new PassThrough();
      const abort = new AbortController();
      const stopEarly = () => abort.abort();
      out.once('close', stopEarly);
      const request = new GetObjectCommand({
        Bucket: bucket,
        Key: checked(key),
        Range: range ? `bytes=${String(range.start)}-${String(range.end)}` : undefined,
      });
      client.send(request, { abortSignal: abort.signal }).then(
        ({ Body }) => {
          out.off('close', stopEarly);
          if (!(Body instanceof Readable)) {
            out.destroy(new Error('S3 answered an object without a Node stream body'));
            return;
          }
          // pipeline destroys the S3 response when the reader goes away (a client closing mid-file).
          pipeline(Body, out, () => {});
        },
        (error: unknown) => {
          out.off('close', stopEarly);
          if (!out.destroyed) out.destroy(readError(error));
        },
      );
      return out;
    },
    async delete(key) {
      // S3 answers 204 for a key that does not exist: deleting twice is fine.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checked(key) }));
    },
    // The whole bucket: media keys are stored at its top level, under no prefix.
    listPages: (options) => listS3Objects(client, bucket, options),
  };
}
