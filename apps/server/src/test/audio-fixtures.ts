import { Mp3Encoder } from '@breezystack/lamejs';

/** A WAV file of a 440 Hz tone: real audio for duration, upload and decoding tests. */
export function toneWav(seconds: number, options: { sampleRate?: number; channels?: number } = {}): Buffer {
  const sampleRate = options.sampleRate ?? 8000;
  const channels = options.channels ?? 1;
  const frames = Math.round(seconds * sampleRate);
  const data = Buffer.alloc(frames * channels * 2);
  for (let i = 0; i < frames; i += 1) {
    const sample = Math.round(Math.sin((2 * Math.PI * 440 * i) / sampleRate) * 12000);
    for (let c = 0; c < channels; c += 1) data.writeInt16LE(sample, (i * channels + c) * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * channels * 2, 28);
  header.writeUInt16LE(channels * 2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** A multipart body as browsers send it (the json identity before the file, unless told), for app.inject. */
export async function multipartBody(parts: {
  file?: { bytes: Uint8Array; name: string; type: string };
  json?: string;
  extra?: Record<string, string>;
  jsonAfterFile?: boolean;
}) {
  const form = new FormData();
  if (parts.json !== undefined && !parts.jsonAfterFile) form.append('json', parts.json);
  for (const [name, value] of Object.entries(parts.extra ?? {})) form.append(name, value);
  if (parts.file) {
    form.append('file', new Blob([parts.file.bytes], { type: parts.file.type }), parts.file.name);
  }
  if (parts.json !== undefined && parts.jsonAfterFile) form.append('json', parts.json);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

/** The same tone as toneWav, encoded to MP3 (CBR, no Xing/Info frame), for frame-scan tests. */
export function toneMp3(seconds: number, options: { sampleRate?: number; kbps?: number } = {}): Buffer {
  const sampleRate = options.sampleRate ?? 44_100;
  const wav = toneWav(seconds, { sampleRate });
  const pcm = new Int16Array(wav.buffer, wav.byteOffset + 44, (wav.length - 44) / 2);
  const encoder = new Mp3Encoder(1, sampleRate, options.kbps ?? 64);
  const parts: Buffer[] = [];
  const keep = (bytes: Int8Array | Uint8Array) =>
    parts.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length));
  for (let i = 0; i < pcm.length; i += 1152 * 8) keep(encoder.encodeBuffer(pcm.subarray(i, i + 1152 * 8)));
  keep(encoder.flush());
  return Buffer.concat(parts);
}

/**
 * `mp3` behind a forged Xing frame whose header says the file has `frames` frames: what an uploader
 * writes to make a header-trusting parser price hours of audio as a moment.
 */
export function withLyingXing(mp3: Buffer, frames: number): Buffer {
  // The first frame's own header (sync, version, layer, bitrate, rate) makes the tag frame look native.
  const header = mp3.subarray(0, 4);
  const bitrates = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
  const rates = [44_100, 48_000, 32_000];
  const bitrate = (bitrates[(header[2] ?? 0) >> 4] ?? 0) * 1000;
  const rate = rates[((header[2] ?? 0) >> 2) & 3] ?? 44_100;
  const length = Math.floor((144 * bitrate) / rate);
  const frame = Buffer.alloc(length);
  header.copy(frame, 0);
  frame[2] = (frame[2] ?? 0) & ~0x02; // no padding
  // MPEG-1 mono: side information is 17 bytes, so the tag starts at 4 + 17.
  frame.write('Xing', 21);
  frame.writeUInt32BE(3, 25); // flags: frame count and byte count present
  frame.writeUInt32BE(frames, 29);
  frame.writeUInt32BE(length + mp3.length, 33);
  return Buffer.concat([frame, mp3]);
}

/** A PCM WAV whose `fact` chunk claims `factSamples` samples, whatever the data holds. */
export function wavWithFact(seconds: number, factSamples: number, sampleRate = 8000): Buffer {
  const wav = toneWav(seconds, { sampleRate });
  const fact = Buffer.alloc(12);
  fact.write('fact', 0);
  fact.writeUInt32LE(4, 4);
  fact.writeUInt32LE(factSamples, 8);
  const out = Buffer.concat([wav.subarray(0, 36), fact, wav.subarray(36)]);
  out.writeUInt32LE(out.length - 8, 4);
  return out;
}
