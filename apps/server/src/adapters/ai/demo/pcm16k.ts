import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { decodeChunked } from 'audio-decode/stream';
import type { AudioFormat } from '../transcription-engine.ts';

const targetRate = 16_000;

// audio-decode's names for our containers; MPEG program streams carry MPEG audio.
const decoderFormat = { mp3: 'mp3', mpeg: 'mp3', mp4: 'm4a', wav: 'wav' } as const;

/** A streaming linear resampler to 16 kHz: keeps its phase and last sample across chunks. */
function resamplerFrom(sourceRate: number) {
  const step = sourceRate / targetRate;
  // Position of the next output sample in input samples, relative to the current chunk's start;
  // -1 ≤ t < 0 means between the previous chunk's last sample and this chunk's first.
  let t = 0;
  let previous = 0;
  return (mono: Float32Array): Int16Array => {
    const out = new Int16Array(Math.ceil((mono.length + 1) / step) + 1);
    let n = 0;
    while (t < mono.length - 1) {
      const i = Math.floor(t);
      const a = i < 0 ? previous : (mono[i] ?? 0);
      const b = mono[i + 1] ?? a;
      const sample = a + (b - a) * (t - i);
      out[n++] = Math.max(-32768, Math.min(32767, Math.round(sample * 32767)));
      t += step;
    }
    t -= mono.length;
    previous = mono[mono.length - 1] ?? previous;
    return out.subarray(0, n);
  };
}

function downmix(channels: Float32Array[]): Float32Array {
  const [first] = channels;
  if (!first || channels.length === 1) return first ?? new Float32Array(0);
  const mono = new Float32Array(first.length);
  for (const channel of channels)
    for (let i = 0; i < mono.length; i += 1) mono[i] = (mono[i] ?? 0) + (channel[i] ?? 0) / channels.length;
  return mono;
}

function wavHeader(dataBytes: number): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(targetRate, 24);
  header.writeUInt32LE(targetRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

/**
 * Decodes `source` chunk by chunk into a 16 kHz mono 16-bit WAV at `target` (what pocketsphinx reads),
 * so memory stays at one chunk whatever the file's length. Returns the seconds of audio written.
 */
export async function toPcm16kWav(
  source: string,
  format: AudioFormat,
  target: string,
  signal?: AbortSignal,
): Promise<number> {
  const file = await open(target, 'w');
  let dataBytes = 0;
  try {
    await file.write(wavHeader(0), 0, 44, 0);
    let resample: ((mono: Float32Array) => Int16Array) | undefined;
    for await (const { channelData, sampleRate } of decodeChunked(
      createReadStream(source, { signal }),
      decoderFormat[format],
    )) {
      // A client that left stops the decoding between chunks.
      signal?.throwIfAborted();
      resample ??= resamplerFrom(sampleRate);
      const pcm = resample(downmix(channelData));
      const bytes = Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength);
      await file.write(bytes, 0, bytes.length, 44 + dataBytes);
      dataBytes += bytes.length;
    }
    await file.write(wavHeader(dataBytes), 0, 44, 0);
  } finally {
    await file.close();
  }
  return dataBytes / 2 / targetRate;
}
