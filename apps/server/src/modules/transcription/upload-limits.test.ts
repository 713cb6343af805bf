import { request } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, uploadLimits } from '@penwise/contract';
import { fakeTranscriptionEngine } from '../../adapters/ai/fake-transcription-engine.ts';
import { toneWav } from '../../test/audio-fixtures.ts';
import { payingBuyer, type Buyer } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';

interface Sent {
  status: number;
  body: string;
  /** Bytes of the body written before the answer arrived. */
  written: number;
  total: number;
  /** Highest heap + buffer memory seen while it ran, above the start. */
  peakGrowth: number;
}

// A collection before each reading, so garbage the socket left behind is not counted as held.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;
const memory = () => {
  collect();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
};

/**
 * Streams a multipart upload of `fileBytes` bytes (a WAV header, then zeros) over a real socket,
 * from one reused 64 KiB chunk, so only the server could hold the file in memory.
 */
function sendUpload(
  baseUrl: string,
  headers: Record<string, string>,
  fileBytes: number,
  options: { declareLength?: boolean; watchMemory?: boolean } = {},
) {
  const declareLength = options.declareLength ?? true;
  const boundary = 'penwise-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.wav"\r\nContent-Type: audio/wav\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const total = head.length + fileBytes + tail.length;
  const chunk = Buffer.alloc(64 * 1024);
  // Collections are slow on a big heap: only the memory test samples, every 50 ms.
  const start = options.watchMemory ? memory() : 0;
  let peak = start;
  const sampler = setInterval(() => {
    if (options.watchMemory) peak = Math.max(peak, memory());
  }, 50);
  return new Promise<Sent>((resolve, reject) => {
    let written = 0;
    const state = { answered: false };
    const req = request(`${baseUrl}${apiPaths.ai.transcribe}`, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        ...(declareLength ? { 'content-length': String(total) } : {}),
      },
    });
    req.on('response', (res) => {
      state.answered = true;
      const sentBefore = written;
      let body = '';
      res.on('data', (data: Buffer) => (body += data.toString()));
      res.on('end', () => {
        clearInterval(sampler);
        resolve({ status: res.statusCode ?? 0, body, written: sentBefore, total, peakGrowth: peak - start });
      });
    });
    // The server hangs up on a refused upload; the client's remaining writes then fail, as expected.
    req.on('error', (error) => {
      if (!state.answered) reject(error);
    });
    void (async () => {
      const send = async (bytes: Buffer) => {
        written += bytes.length;
        if (!req.write(bytes)) await new Promise((ok) => req.once('drain', ok));
      };
      await send(head);
      await send(toneWav(0.1).subarray(0, 44));
      let left = fileBytes - 44;
      while (left > 0 && !state.answered && !req.destroyed) {
        const size = Math.min(left, chunk.length);
        await send(chunk.subarray(0, size));
        left -= size;
      }
      if (!state.answered && !req.destroyed) req.end(tail);
    })().catch(() => undefined);
  });
}

// A garbage collection before each memory reading makes the first test slow on a busy machine.
describe('transcription upload limits over a real socket', { timeout: 90_000 }, () => {
  const testApp = useTestApp('pglite', {}, { transcriptionEngine: fakeTranscriptionEngine() });
  let baseUrl = '';
  let buyer: Buyer;
  beforeAll(async () => {
    baseUrl = await testApp().app.listen({ port: 0, host: '127.0.0.1' });
    buyer = await payingBuyer(testApp(), 1_000_000);
  });
  afterAll(() => testApp().app.close());

  it('refuses a file of 26214401 bytes with 413, and memory does not grow by the file size', async () => {
    const sent = await sendUpload(baseUrl, buyer.headers, uploadLimits.maxBytes + 1, { watchMemory: true });
    expect(sent.status).toBe(413);
    expect(JSON.parse(sent.body)).toMatchObject({
      error: 'File size exceeds 25MB',
      code: 'payload_too_large',
    });
    // The file is 25 MiB; heap and buffers stay within a few chunks of where they started.
    expect(sent.peakGrowth).toBeLessThan(12 * 1024 * 1024);
  });

  it('stops reading an oversize upload without a declared length once it passes 25MB', async () => {
    const sent = await sendUpload(baseUrl, buyer.headers, 80 * 1024 * 1024, { declareLength: false });
    expect(sent.status).toBe(413);
    // The answer came long before the 80 MiB were sent.
    expect(sent.written).toBeLessThan(40 * 1024 * 1024);
  });

  it('refuses a declared length over the limit before reading the body', async () => {
    const sent = await sendUpload(baseUrl, buyer.headers, 60 * 1024 * 1024);
    expect(sent.status).toBe(413);
    expect(sent.written).toBeLessThan(8 * 1024 * 1024);
  });

  it('accepts a file of exactly 25MB', async () => {
    const sent = await sendUpload(baseUrl, buyer.headers, uploadLimits.maxBytes);
    // The WAV header says 0.1 s: the rest is trailing bytes the parser skips.
    expect(sent.status).toBe(200);
  });
});
