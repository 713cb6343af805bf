import { gzipSync } from 'node:zlib';

/** The JavaScript a page loads up front (scripts and module preloads), in gzip bytes per file. */
export async function pageJavaScript(pageUrl: string): Promise<{ url: string; gzipBytes: number }[]> {
  const html = await (await fetch(pageUrl, { headers: { 'accept-encoding': 'identity' } })).text();
  const sources = [
    ...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((match) => new URL(match[1] ?? '', pageUrl).href);
  return Promise.all(
    [...new Set(sources)].map(async (url) => {
      const body = Buffer.from(
        await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
      );
      return { url, gzipBytes: gzipSync(body, { level: 9 }).length };
    }),
  );
}
