import { gzipSync } from 'node:zlib';

/** Gzip bytes of each script URL, fetched uncompressed and gzipped at level 9 (the target's unit). */
export async function gzipSizes(urls: string[]): Promise<{ url: string; gzipBytes: number }[]> {
  return Promise.all(
    [...new Set(urls)].map(async (url) => {
      const body = Buffer.from(
        await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
      );
      return { url, gzipBytes: gzipSync(body, { level: 9 }).length };
    }),
  );
}
