import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { safeKey, type ListOptions, type StoredObject } from './media-storage.ts';

/**
 * The bucket's objects in key order through ListObjectsV2: `StartAfter` on the first request, then S3's
 * continuation tokens. Every answer is one page, even an empty one (S3 may send those while it goes on),
 * so a caller that counts pages bounds the requests too. Names that could not be our keys (another
 * tool's objects in the bucket) are left out.
 */
export async function* listS3Objects(
  client: S3Client,
  bucket: string,
  { pageSize, startAfter }: ListOptions,
): AsyncGenerator<StoredObject[]> {
  let token: string | undefined;
  do {
    const answer = await client.send(
      new ListObjectsV2Command({
        Bucket: bucket,
        MaxKeys: pageSize,
        ...(token ? { ContinuationToken: token } : { StartAfter: startAfter }),
      }),
    );
    yield (answer.Contents ?? []).flatMap(({ Key: key, LastModified: lastModified }) =>
      key && lastModified && safeKey.test(key) ? [{ key, lastModified }] : [],
    );
    token = answer.IsTruncated ? answer.NextContinuationToken : undefined;
  } while (token);
}
