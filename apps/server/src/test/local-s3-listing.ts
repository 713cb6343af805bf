/** An object as the local S3 server keeps it. */
export interface LocalS3Object {
  bytes: Buffer;
  etag: string;
  lastModified: Date;
}

/** What a bucket request is answered: a status and S3's XML. */
export interface ListAnswer {
  status: number;
  xml: string;
}

const xmlHeader = '<?xml version="1.0" encoding="UTF-8"?>\n';

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${String(char.charCodeAt(0))};`);

/** S3's error document. */
export function errorXml(code: string, message: string, requestId: string): string {
  const fields = `<Code>${code}</Code><Message>${escapeXml(message)}</Message>`;
  return `${xmlHeader}<Error>${fields}<RequestId>${requestId}</RequestId></Error>`;
}

// S3 lists keys in UTF-8 byte order.
const byteOrder = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

// The token only has to be opaque to clients: here, the last key of the page it follows.
const tokenOf = (key: string) => Buffer.from(key).toString('base64url');
const keyOfToken = (token: string) => Buffer.from(token, 'base64url').toString();

const invalid = (message: string): ListAnswer => ({
  status: 400,
  xml: errorXml('InvalidArgument', message, 'local'),
});

/**
 * ListObjectsV2 (`GET /<bucket>?list-type=2`) over the objects of `bucket` in `objects` (keyed
 * `<bucket>/<key>`): prefix, start-after, max-keys (default and most 1,000), continuation-token and
 * encoding-type=url, answered with the XML S3 sends. Delimiters (folders) are not needed and refused.
 */
export function listObjectsV2(
  objects: ReadonlyMap<string, LocalS3Object>,
  bucket: string,
  query: URLSearchParams,
): ListAnswer {
  if (query.get('list-type') !== '2' || query.has('delimiter')) {
    return {
      status: 501,
      xml: errorXml('NotImplemented', 'Only ListObjectsV2 without a delimiter.', 'local'),
    };
  }
  const maxKeys = Number(query.get('max-keys') ?? 1000);
  if (!Number.isInteger(maxKeys) || maxKeys < 0)
    return invalid('Provided max-keys not an integer or within integer range');
  const prefix = query.get('prefix') ?? '';
  const token = query.get('continuation-token');
  const startAfter = query.get('start-after') ?? '';
  if (token !== null && !keyOfToken(token)) return invalid('The continuation token provided is incorrect');
  // A continuation token wins over start-after, as on S3.
  const after = token !== null ? keyOfToken(token) : startAfter;

  const keys = [...objects.keys()]
    .filter((name) => name.startsWith(`${bucket}/`))
    .map((name) => name.slice(bucket.length + 1))
    .filter((key) => key.startsWith(prefix) && byteOrder(key, after) > 0)
    .sort(byteOrder);
  const page = keys.slice(0, Math.min(maxKeys, 1000));
  const truncated = page.length < keys.length;
  const encode = query.get('encoding-type') === 'url' ? encodeURIComponent : (text: string) => text;

  const contents = page.map((key) => {
    const object = objects.get(`${bucket}/${key}`);
    // S3 reports times to the second.
    const modified = new Date(Math.floor((object?.lastModified.getTime() ?? 0) / 1000) * 1000);
    return (
      `<Contents><Key>${escapeXml(encode(key))}</Key><LastModified>${modified.toISOString()}</LastModified>` +
      `<ETag>${escapeXml(object?.etag ?? '')}</ETag><Size>${String(object?.bytes.length ?? 0)}</Size>` +
      '<StorageClass>STANDARD</StorageClass></Contents>'
    );
  });
  const last = page.at(-1);
  const optional = [
    token !== null ? `<ContinuationToken>${escapeXml(token)}</ContinuationToken>` : '',
    truncated && last ? `<NextContinuationToken>${tokenOf(last)}</NextContinuationToken>` : '',
    query.has('start-after') ? `<StartAfter>${escapeXml(encode(startAfter))}</StartAfter>` : '',
    query.get('encoding-type') === 'url' ? '<EncodingType>url</EncodingType>' : '',
  ].join('');
  const xml =
    `${xmlHeader}<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">` +
    `<Name>${escapeXml(bucket)}</Name><Prefix>${escapeXml(encode(prefix))}</Prefix>` +
    `<KeyCount>${String(page.length)}</KeyCount><MaxKeys>${String(maxKeys)}</MaxKeys>` +
    `<IsTruncated>${String(truncated)}</IsTruncated>${optional}${contents.join('')}</ListBucketResult>`;
  return { status: 200, xml };
}
