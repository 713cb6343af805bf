import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorXml, listObjectsV2, type LocalS3Object } from './local-s3-listing.ts';

/** A running local S3 server: its address, its objects and the requests it received. */
export interface LocalS3Server {
  url: string;
  /** Every request in arrival order, e.g. to check that it was signed. */
  requests: { method: string; path: string; query: URLSearchParams; headers: IncomingHttpHeaders }[];
  /** The stored bytes of `bucket`/`key`, or undefined. */
  object(bucket: string, key: string): Buffer | undefined;
  close(): Promise<void>;
}

/**
 * Decodes an `aws-chunked` body: `<hex size>[;chunk-signature=…]\r\n<bytes>\r\n` repeated, a zero-size
 * chunk, then optional trailers (`x-amz-checksum-crc32:…`) that are not needed here.
 */
function decodeAwsChunked(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = body.indexOf('\r\n', at);
    if (lineEnd < 0) throw new Error('aws-chunked body ends inside a chunk header');
    const size = parseInt(body.subarray(at, lineEnd).toString('latin1').split(';')[0] ?? '', 16);
    if (Number.isNaN(size)) throw new Error('aws-chunked chunk header has no size');
    if (size === 0) return Buffer.concat(parts);
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

const isAwsChunked = (headers: IncomingHttpHeaders) =>
  String(headers['x-amz-content-sha256'] ?? '').startsWith('STREAMING-') ||
  (headers['content-encoding'] ?? '').includes('aws-chunked');

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  return isAwsChunked(req.headers) ? decodeAwsChunked(raw) : raw;
}

function sendError(res: ServerResponse, status: number, code: string, message: string, withBody: boolean) {
  const xml = errorXml(code, message, randomUUID());
  res.writeHead(status, { 'content-type': 'application/xml', 'content-length': Buffer.byteLength(xml) });
  res.end(withBody ? xml : undefined);
}

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` against an object of `size` bytes; undefined when unsatisfiable. */
function rangeOf(header: string, size: number): { start: number; end: number } | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [start, end] =
    match[1] === ''
      ? [Math.max(0, size - Number(match[2])), size - 1]
      : [Number(match[1]), match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)];
  return start <= end && start < size ? { start, end } : undefined;
}

/**
 * Enough of the S3 REST API for the media adapter over real HTTP: path-style `/<bucket>/<key>`, PUT
 * (plain or aws-chunked bodies), GET with Range, HEAD, DELETE, ListObjectsV2 (`GET /<bucket>?list-type=2`)
 * and S3's XML errors. Every bucket exists; signatures are recorded but not checked.
 */
export async function startLocalS3Server(): Promise<LocalS3Server> {
  const objects = new Map<string, LocalS3Object>();
  const requests: LocalS3Server['requests'] = [];

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const method = req.method ?? 'GET';
    requests.push({ method, path: url.pathname, query: url.searchParams, headers: req.headers });
    // `/<bucket>` or `/<bucket>/` is the bucket itself, `/<bucket>/<key>` one of its objects.
    const name = decodeURIComponent(url.pathname.slice(1)).replace(/^([^/]+)\/$/, '$1');
    if (!name.includes('/')) {
      if (method !== 'GET') return sendError(res, 501, 'NotImplemented', 'Only listing.', method !== 'HEAD');
      const { status, xml } = listObjectsV2(objects, name, url.searchParams);
      res.writeHead(status, { 'content-type': 'application/xml', 'content-length': Buffer.byteLength(xml) });
      return res.end(xml);
    }

    if (method === 'PUT') {
      const bytes = await bodyOf(req);
      const etag = `"${createHash('md5').update(bytes).digest('hex')}"`;
      objects.set(name, { bytes, etag, lastModified: new Date() });
      res.writeHead(200, { etag, 'content-length': 0 });
      return res.end();
    }
    if (method === 'DELETE') {
      objects.delete(name);
      res.writeHead(204);
      return res.end();
    }
    const stored = objects.get(name)?.bytes;
    if (!stored)
      return sendError(res, 404, 'NoSuchKey', 'The specified key does not exist.', method !== 'HEAD');
    const headers = { 'accept-ranges': 'bytes', 'content-type': 'application/octet-stream' };
    const rangeHeader = req.headers.range;
    if (rangeHeader === undefined) {
      res.writeHead(200, { ...headers, 'content-length': stored.length });
      return res.end(method === 'HEAD' ? undefined : stored);
    }
    const range = rangeOf(rangeHeader, stored.length);
    if (!range) return sendError(res, 416, 'InvalidRange', 'The requested range is not satisfiable', true);
    const part = stored.subarray(range.start, range.end + 1);
    res.writeHead(206, {
      ...headers,
      'content-length': part.length,
      'content-range': `bytes ${String(range.start)}-${String(range.end)}/${String(stored.length)}`,
    });
    res.end(method === 'HEAD' ? undefined : part);
  }

  const onRequest = (req: IncomingMessage, res: ServerResponse) =>
    void handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendError(res, 500, 'InternalError', String(error), true);
      else res.destroy();
    });
  const server = createServer(onRequest);
  // The SDK may send `Expect: 100-continue` before a large body: agree, then read it as usual.
  server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => {
    res.writeContinue();
    onRequest(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    requests,
    object: (bucket, key) => objects.get(`${bucket}/${key}`)?.bytes,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** The bucket the media tests use. */
export const s3MediaBucket = 'penwise-media';

/** The environment that puts an app's media in `server`'s bucket (MEDIA_STORAGE=s3). */
export const s3MediaEnv = (server: LocalS3Server) => ({
  MEDIA_STORAGE: 's3',
  S3_ENDPOINT: server.url,
  S3_BUCKET: s3MediaBucket,
  S3_ACCESS_KEY_ID: 'test-key',
  S3_SECRET_ACCESS_KEY: 'test-secret',
  S3_FORCE_PATH_STYLE: 'true',
});
