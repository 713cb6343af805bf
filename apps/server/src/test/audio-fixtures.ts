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

const box = (type: string, ...content: Buffer[]) => {
  const body = Buffer.concat(content);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
};
const u32 = (...values: number[]) => {
  const bytes = Buffer.alloc(values.length * 4);
  values.forEach((value, i) => bytes.writeUInt32BE(value, i * 4));
  return bytes;
};

/**
 * An M4A whose audio track holds `frames` AAC-LC frames at 44.1 kHz (1024 samples each) of
 * `frameBytes` bytes, while mvhd, mdhd and stts all claim `claimedSeconds`: the sample table's own
 * count is what a decoder plays. The frames are filler bytes: enough for measuring, not for decoding.
 */
export function aacM4a(
  frames: number,
  claimedSeconds: number,
  options: { frameBytes?: number; mdatBytes?: number } = {},
) {
  const rate = 44_100;
  const frameBytes = options.frameBytes ?? 12;
  const fullBox = (type: string, ...content: Buffer[]) => box(type, u32(0), ...content);
  // ES_Descriptor > DecoderConfigDescriptor (AAC, audio) > DecoderSpecificInfo: AAC-LC, 44.1 kHz, mono.
  const decoderConfig = Buffer.from([
    0x04, 0x11, 0x40, 0x15, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x05, 0x02, 0x12, 0x08,
  ]);
  const esDescriptor = Buffer.concat([Buffer.from([0x03, 3 + decoderConfig.length, 0, 1, 0]), decoderConfig]);
  const sampleEntry = Buffer.alloc(28);
  sampleEntry.writeUInt16BE(1, 6); // data reference index
  sampleEntry.writeUInt16BE(1, 16); // channels
  sampleEntry.writeUInt16BE(16, 18); // sample size
  sampleEntry.writeUInt32BE(rate * 65_536, 24);
  const mp4a = box('mp4a', sampleEntry, fullBox('esds', esDescriptor));
  const mdatBytes = options.mdatBytes ?? frames * frameBytes;
  const stbl = box(
    'stbl',
    fullBox('stsd', u32(1), mp4a),
    fullBox('stts', u32(1, frames, Math.max(1, Math.floor((claimedSeconds * rate) / frames)))),
    fullBox('stsc', u32(1, 1, frames, 1)),
    fullBox('stsz', u32(frameBytes, frames)),
    fullBox('stco', u32(1, 0)),
  );
  const mdhd = fullBox('mdhd', u32(0, 0, rate, Math.round(claimedSeconds * rate), 0));
  const hdlr = fullBox('hdlr', u32(0), Buffer.from('soun'), u32(0, 0, 0), Buffer.from([0]));
  const tkhd = fullBox('tkhd', u32(0, 0, 1, 0, Math.round(claimedSeconds * 1000)), Buffer.alloc(60));
  const trak = box('trak', tkhd, box('mdia', mdhd, hdlr, box('minf', fullBox('smhd', u32(0)), stbl)));
  const mvhd = fullBox('mvhd', u32(0, 0, 1000, Math.round(claimedSeconds * 1000)), Buffer.alloc(80));
  const ftyp = box('ftyp', Buffer.from('M4A '), u32(0), Buffer.from('M4A isom'));
  const moov = box('moov', mvhd, trak);
  const mdat = box('mdat', Buffer.alloc(mdatBytes, 0x21));
  // The chunk offset points at mdat's content.
  const file = Buffer.concat([ftyp, moov, mdat]);
  const stco = file.indexOf('stco', ftyp.length, 'latin1');
  file.writeUInt32BE(ftyp.length + moov.length + 8, stco + 12);
  return file;
}

/** `mp3` carried in an MPEG-2 program stream (.mpg): pack headers, then PES packets of audio stream 0xC0. */
export function mp3InProgramStream(mp3: Buffer, payloadBytes = 2000): Buffer {
  const pack = Buffer.from([0, 0, 1, 0xba, 0x44, 0, 4, 0, 4, 1, 1, 0x89, 0xc3, 0xf8]);
  const parts: Buffer[] = [];
  for (let at = 0; at < mp3.length; at += payloadBytes) {
    const payload = mp3.subarray(at, at + payloadBytes);
    // MPEG-2 PES header without PTS: flags 0x80 0x00, header data length 0.
    const head = Buffer.from([0, 0, 1, 0xc0, 0, 0, 0x80, 0, 0]);
    head.writeUInt16BE(3 + payload.length, 4);
    parts.push(pack, head, payload);
  }
  parts.push(Buffer.from([0, 0, 1, 0xb9]));
  return Buffer.concat(parts);
}
