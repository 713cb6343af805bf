import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import parseRange from 'range-parser';
import { z } from 'zod';
import { apiPaths, MediaId } from '@penwise/contract';
import { AppError } from '../../errors.ts';
import type { MediaService } from './media.service.ts';

/** Cache-Control by kind: generated media is immutable under its id; uploads stay private and brief. */
const uploadMaxAgeSeconds = 300;
export const mediaCache = {
  uploadMaxAgeSeconds,
  generated: 'public, max-age=31536000, immutable',
  upload: `private, max-age=${String(uploadMaxAgeSeconds)}`,
} as const;

const notFound = () => new AppError('not_found', 404, 'This file does not exist or was deleted.');
// Any string here: a malformed id is simply a file that does not exist.
const Params = z.object({ id: z.string().max(100) });

/** GET /api/media/:id: stored media with its type and length, byte ranges (audio seeking) and caching by kind (long for generated media, short and private for uploads). */
export async function mediaRoutes(app: FastifyInstance, { media }: { media: MediaService }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(`${apiPaths.media}/:id`, { schema: { params: Params } }, async (req, reply) => {
      if (!MediaId.safeParse(req.params.id).success) throw notFound();
      const row = await media.find(req.params.id);
      if (!row) throw notFound();
      // The id names one immutable file forever; but a user's own recording must not sit in shared
      // caches (a proxy, a CDN) or in the browser for a year after it is deleted.
      reply
        .header('content-type', row.mime)
        .header('accept-ranges', 'bytes')
        .header('cache-control', row.kind === 'generated' ? mediaCache.generated : mediaCache.upload)
        .header('etag', `"${row.id}"`);

      const header = req.headers.range;
      const ranges = header ? parseRange(row.bytes, header, { combine: true }) : undefined;
      if (ranges === -1) {
        reply.header('content-range', `bytes */${String(row.bytes)}`);
        throw new AppError('range_not_satisfiable', 416, 'The requested range is outside the file.');
      }
      // One range is served as 206; several (rare, and never from <audio>) get the whole file.
      const range = Array.isArray(ranges) && ranges.length === 1 ? ranges[0] : undefined;
      if (!range) {
        reply.header('content-length', row.bytes);
        return reply.send(media.read(row));
      }
      reply
        .status(206)
        .header('content-range', `bytes ${String(range.start)}-${String(range.end)}/${String(row.bytes)}`)
        .header('content-length', range.end - range.start + 1);
      return reply.send(media.read(row, range));
    });
}
