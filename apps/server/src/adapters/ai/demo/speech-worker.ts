// Child process: eSpeak (WebAssembly) speaks, LAME encodes. Kept out of the server's process because
// both are CPU-bound for seconds on long texts, and because a process hands all its memory (its heap,
// eSpeak's WebAssembly memories, malloc's arenas) back to the system when it exits, which a worker
// thread inside the server did not: replacing one left ~150-200 MB behind each time.
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

/** What the worker answers for each job; `memoryBytes` is its resident memory (RSS) after it. */
export type SpeechAnswer =
  | { id: number; mp3: Uint8Array; durationSeconds: number; memoryBytes: number }
  | { id: number; error: string; memoryBytes: number };

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

/**
 * text2wav builds a fresh eSpeak instance per call, and that instance registers `uncaughtException`
 * and `unhandledRejection` listeners on `process` that it never removes. Each listener's closure
 * holds the whole instance (its 16 MB WebAssembly memory, and the in-memory file system with the WAV
 * it wrote as a plain JS array: ~100 MB for 4,096 characters), so without this every voiceover
 * stayed in memory for good. Removing the listeners the call added lets the instance be collected.
 */
async function speakWithoutLeaking(job: SpeechJob): Promise<Uint8Array> {
  const exceptions = new Set(process.listeners('uncaughtException'));
  const rejections = new Set(process.listeners('unhandledRejection'));
  try {
    return await text2wav(job.text, job.espeak);
  } finally {
    for (const listener of process.listeners('uncaughtException'))
      if (!exceptions.has(listener)) process.off('uncaughtException', listener);
    for (const listener of process.listeners('unhandledRejection'))
      if (!rejections.has(listener)) process.off('unhandledRejection', listener);
  }
}

// Started with --expose-gc: collecting right after a job frees its eSpeak instance (a WebAssembly
// memory and a WAV held as a JS array) before the next one allocates its own, so peaks do not stack.
const collect = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
const ownMemory = () => {
  collect();
  return process.memoryUsage.rss();
};

async function run(job: SpeechJob): Promise<SpeechAnswer> {
  try {
    const { samples, rate } = readWav(await speakWithoutLeaking(job));
    const mp3 = encodeMp3(samples, rate);
    return { id: job.id, mp3, durationSeconds: samples.length / rate, memoryBytes: ownMemory() };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { id: job.id, error: message, memoryBytes: ownMemory() };
  }
}

// One job at a time: both stages are CPU-bound, so overlapping them only adds their peaks together,
// and it keeps the listener bookkeeping above exact.
let queue: Promise<unknown> = Promise.resolve();
process.on('message', (job: SpeechJob) => {
  queue = queue.then(async () => {
    process.send?.(await run(job));
  });
});
// The server went away: nothing is left to answer.
process.on('disconnect', () => process.exit(0));
