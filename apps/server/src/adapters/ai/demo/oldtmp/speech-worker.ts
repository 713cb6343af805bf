// Worker thread: eSpeak (WebAssembly) speaks, LAME encodes; kept off the main thread because both
// are CPU-bound for hundreds of milliseconds.
import { parentPort } from 'node:worker_threads';
import { Mp3Encoder } from '@breezystack/lamejs';

// eSpeak's loader tries to stream-compile its .wasm from a file path, fails, logs, and falls back to
// reading the bytes: go straight to the fallback, without the noise in the server's log.
Object.defineProperty(
  (globalThis as unknown as { WebAssembly: object }).WebAssembly,
  'instantiateStreaming',
  {
    value: undefined,
  },
);
const { default: text2wav } = await import('text2wav');

export interface SpeechJob {
  id: number;
  text: string;
  espeak: { voice: string; pitch: number; speed: number };
}

/** The 16-bit mono samples and rate of the WAV eSpeak writes. */
function readWav(wav: Uint8Array): { samples: Int16Array; rate: number } {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  const rate = view.getUint32(24, true);
  let offset = 12;
  while (offset + 8 <= wav.byteLength) {
    const id = String.fromCharCode(...wav.subarray(offset, offset + 4));
    const size = view.getUint32(offset + 4, true);
    if (id === 'data') {
      const bytes = wav.slice(offset + 8, offset + 8 + size);
      return { samples: new Int16Array(bytes.buffer, 0, Math.floor(bytes.byteLength / 2)), rate };
    }
    offset += 8 + size;
  }
  return { samples: new Int16Array(0), rate };
}

function encodeMp3(samples: Int16Array, rate: number): Uint8Array {
  const encoder = new Mp3Encoder(1, rate, 64);
  const parts: Uint8Array[] = [];
  // LAME answers Int8Array views; Buffer.concat wants Uint8Array, so view the same bytes as such.
  const add = (part: ArrayBufferView) => {
    parts.push(new Uint8Array(part.buffer, part.byteOffset, part.byteLength));
  };
  for (let i = 0; i < samples.length; i += 1152) add(encoder.encodeBuffer(samples.subarray(i, i + 1152)));
  add(encoder.flush());
  return Buffer.concat(parts);
}

parentPort?.on('message', (job: SpeechJob) => {
  void (async () => {
    try {
      const wav = await text2wav(job.text, job.espeak);
      const { samples, rate } = readWav(wav);
      const mp3 = encodeMp3(samples, rate);
      parentPort?.postMessage({ id: job.id, mp3, durationSeconds: samples.length / rate });
    } catch (error) {
      parentPort?.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) });
    }
  })();
});
