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

/** A multipart body as browsers send it, for app.inject. */
export async function multipartBody(parts: {
  file?: { bytes: Uint8Array; name: string; type: string };
  json?: string;
  extra?: Record<string, string>;
}) {
  const form = new FormData();
  if (parts.json !== undefined) form.append('json', parts.json);
  for (const [name, value] of Object.entries(parts.extra ?? {})) form.append(name, value);
  if (parts.file) {
    form.append('file', new Blob([parts.file.bytes], { type: parts.file.type }), parts.file.name);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}
