import { request } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { apiPaths } from '@penwise/contract';
import { toneWav } from './audio-fixtures.ts';

export interface SentUpload {
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
export const heapAndBuffers = () => {
  collect();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
};

/**
 * Streams a multipart upload to POST /api/ai/transcribe over a real socket: an optional `json`
 * identity part, then a `file` part of `fileBytes` bytes (a WAV header, then zeros) from one reused
 * 64 KiB chunk, so only the server could hold the file in memory.
 */
export function sendUpload(
  baseUrl: string,
  headers: Record<string, string>,
  fileBytes: number,
  options: { declareLength?: boolean; watchMemory?: boolean; json?: string } = {},
) {
  const declareLength = options.declareLength ?? true;
  const boundary = 'penwise-test-boundary';
  const jsonPart =
    options.json === undefined
      ? ''
      : `--${boundary}\r\nContent-Disposition: form-data; name="json"\r\n\r\n${options.json}\r\n`;
  const head = Buffer.from(
    `${jsonPart}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.wav"\r\nContent-Type: audio/wav\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const total = head.length + fileBytes + tail.length;
  const chunk = Buffer.alloc(64 * 1024);
  // Collections are slow on a big heap: only the memory test samples, every 50 ms.
  const start = options.watchMemory ? heapAndBuffers() : 0;
  let peak = start;
  const sampler = setInterval(() => {
    if (options.watchMemory) peak = Math.max(peak, heapAndBuffers());
  }, 50);
  return new Promise<SentUpload>((resolve, reject) => {
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
