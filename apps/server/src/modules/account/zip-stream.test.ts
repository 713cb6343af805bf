import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { buffer } from 'node:stream/consumers';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { zipStream } from './zip-stream.ts';

const chunkBytes = 64 * 1024;
const chunks = 64; // 4 MiB

/** A file source counting how much of it has been read. */
function countingSource() {
  let read = 0;
  const source = Readable.from(
    (function* () {
      for (let i = 0; i < chunks; i += 1) {
        read += chunkBytes;
        yield new Uint8Array(chunkBytes).fill(i);
      }
    })(),
  );
  return { source, read: () => read };
}

describe('zipStream', () => {
  it('reads a file only as fast as the ZIP is taken, and writes a valid archive', async () => {
    const zip = zipStream();
    const { source, read } = countingSource();
    const done = (async () => {
      await zip.addText('data.json', '{"a":1}');
      await zip.addStream('media/big.bin', source);
      zip.end();
    })();
    await sleep(50);
    // Nobody reads the output yet: the source stops after a few chunks instead of filling memory.
    expect(read()).toBeLessThan(chunkBytes * 16);

    const bytes = await buffer(zip.output);
    await done;
    expect(read()).toBe(chunkBytes * chunks);
    const files = unzipSync(new Uint8Array(bytes));
    expect(new TextDecoder().decode(files['data.json'])).toBe('{"a":1}');
    expect(files['media/big.bin']?.byteLength).toBe(chunkBytes * chunks);
    expect(files['media/big.bin']?.[chunkBytes * 63]).toBe(63);
  });
});
