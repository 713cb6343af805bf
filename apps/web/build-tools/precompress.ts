import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Text assets worth compressing. Images (PNG, WebP) are compressed already, and the server
// compresses the HTML pages itself after pointing their links at PUBLIC_URL.
const compressible = /\.(?:js|css|svg|json|txt|xml|map)$/;

/**
 * Writes a .br and a .gz beside every text file of the client build, at the highest levels, once:
 * the server sends them to browsers that accept them and never compresses per request.
 */
export async function precompress(clientDir: string): Promise<void> {
  const entries = await readdir(clientDir, { recursive: true });
  await Promise.all(
    entries
      .filter((entry) => compressible.test(entry))
      .map(async (entry) => {
        const file = join(clientDir, entry);
        if (!(await stat(file)).isFile()) return;
        const body = await readFile(file);
        // Below one packet, compression saves nothing worth the extra file.
        if (body.length < 1024) return;
        const [br, gz] = await Promise.all([
          brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          gzipAsync(body, { level: 9 }),
        ]);
        await writeFile(`${file}.br`, br);
        await writeFile(`${file}.gz`, gz);
      }),
  );
}
