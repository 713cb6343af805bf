import { fstatSync, readSync } from 'node:fs';

/**
 * The length of the audio a file really holds, computed from its data: PCM bytes for WAV, a scan of
 * every MPEG audio frame for MP3/MPEG (inside MPEG program streams too), the sample table for MP4.
 * Header totals an uploader can write freely (WAV `fact`, Xing/VBRI/Info frame counts, MP4 durations
 * in mvhd/mdhd/stts) are never used. Synchronous on a file descriptor: it runs in a worker thread.
 */

/** Why a file could not be measured: unreadable (no audio found) or a codec we cannot measure. */
export class AudioLengthError extends Error {
  readonly kind: 'unreadable' | 'unsupported';
  constructor(kind: 'unreadable' | 'unsupported', message: string) {
    super(message);
    this.kind = kind;
  }
}

const unreadable = (why: string) => new AudioLengthError('unreadable', why);
const unsupported = (why: string) => new AudioLengthError('unsupported', why);

/** Most frames or samples one file may have: 25MB of the smallest MPEG frames is about 1.1 million. */
export const maxFrames = 4_000_000;

/** Reads up to `length` bytes at `position`; fewer at the end of the file. */
function readAt(fd: number, position: number, length: number): Buffer {
  const buffer = Buffer.alloc(length);
  const read = readSync(fd, buffer, 0, length, position);
  return buffer.subarray(0, read);
}

const fourCc = (bytes: Buffer, at: number) => bytes.toString('latin1', at, at + 4);

// ---------------------------------------------------------------------------------------------- WAV

// Codecs whose every sample takes channels × bytes-per-sample bytes: PCM, float, A-law, µ-law.
const fixedSizeCodecs = new Set([1, 3, 6, 7]);
const extensible = 0xfffe;

/** Seconds of a WAV: the data chunk's bytes present in the file ÷ the bytes one sample frame takes. */
export function wavSeconds(fd: number): number {
  const size = fstatSync(fd).size;
  const riff = readAt(fd, 0, 12);
  if (riff.length < 12 || !['RIFF', 'RF64'].includes(fourCc(riff, 0)) || fourCc(riff, 8) !== 'WAVE')
    throw unreadable('not a RIFF WAVE file');
  let format: { codec: number; channels: number; rate: number; bits: number } | undefined;
  let position = 12;
  for (let chunks = 0; position + 8 <= size && chunks < 10_000; chunks += 1) {
    const head = readAt(fd, position, 8);
    const id = fourCc(head, 0);
    const declared = head.readUInt32LE(4);
    const body = position + 8;
    if (id === 'fmt ') {
      const fmt = readAt(fd, body, Math.min(declared, 40));
      if (fmt.length < 16) throw unreadable('fmt chunk too short');
      let codec = fmt.readUInt16LE(0);
      // WAVE_FORMAT_EXTENSIBLE names its codec in the first two bytes of the sub-format GUID.
      if (codec === extensible && fmt.length >= 26) codec = fmt.readUInt16LE(24);
      format = {
        codec,
        channels: fmt.readUInt16LE(2),
        rate: fmt.readUInt32LE(4),
        bits: fmt.readUInt16LE(14),
      };
    } else if (id === 'data') {
      if (!format) throw unreadable('data before fmt');
      const { codec, channels, rate, bits } = format;
      if (!fixedSizeCodecs.has(codec)) throw unsupported(`WAV codec ${String(codec)}`);
      if (channels < 1 || bits < 8 || bits > 64 || rate < 1000 || rate > 768_000)
        throw unreadable('impossible WAV format');
      // What a decoder plays: the bytes that are there, up to the declared size. A size of 0 or
      // 0xFFFFFFFF (streaming writers, RF64) means "to the end of the file".
      const present = size - body;
      const bytes = declared === 0 || declared === 0xffffffff ? present : Math.min(declared, present);
      // The sample frame's size follows from channels and bits, not from the block-align field.
      const frameBytes = channels * Math.ceil(bits / 8);
      return Math.floor(bytes / frameBytes) / rate;
    }
    position = body + declared + (declared & 1);
  }
  throw unreadable('no data chunk');
}

// ----------------------------------------------------------------------------------- MPEG audio

const bitrates: Record<string, number[]> = {
  '1-1': [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
  '1-2': [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
  '1-3': [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  '2-1': [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
  '2-2': [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const sampleRates: Record<number, number[]> = {
  3: [44_100, 48_000, 32_000], // MPEG-1
  2: [22_050, 24_000, 16_000], // MPEG-2
  0: [11_025, 12_000, 8_000], // MPEG-2.5
};

interface FrameHeader {
  /** Version, layer and sample rate: every frame of one stream shares them. */
  kind: number;
  length: number;
  samples: number;
  rate: number;
}

/** The MPEG audio frame header at `at`, or undefined (free-format bitrate is not measured). */
function frameHeader(bytes: Uint8Array, at: number): FrameHeader | undefined {
  const b0 = bytes[at] ?? 0;
  const b1 = bytes[at + 1] ?? 0;
  const b2 = bytes[at + 2] ?? 0;
  if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) return undefined;
  const version = (b1 >> 3) & 3;
  const layer = 4 - ((b1 >> 1) & 3); // 1, 2 or 3; 4 is reserved
  const bitrateIndex = b2 >> 4;
  const rateIndex = (b2 >> 2) & 3;
  if (version === 1 || layer === 4 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3)
    return undefined;
  const mpeg1 = version === 3;
  const table = bitrates[mpeg1 ? `1-${String(layer)}` : layer === 1 ? '2-1' : '2-2'];
  const bitrate = (table?.[bitrateIndex] ?? 0) * 1000;
  const rate = sampleRates[version]?.[rateIndex] ?? 0;
  const padding = (b2 >> 1) & 1;
  let length: number;
  let samples: number;
  if (layer === 1) {
    length = (Math.floor((12 * bitrate) / rate) + padding) * 4;
    samples = 384;
  } else {
    const perFrame = layer === 3 && !mpeg1 ? 576 : 1152;
    length = Math.floor(((perFrame / 8) * bitrate) / rate) + padding;
    samples = perFrame;
  }
  return { kind: (b1 & 0x1e) * 4 + rateIndex, length, samples, rate };
}

/**
 * Counts MPEG audio frames in a byte stream fed in pieces. A frame counts when the next frame of the
 * same stream follows it (or the stream ends right after it), which is how decoders find sync; header
 * totals (Xing, VBRI, Info) are ordinary frames here and count for their own 26 ms at most.
 */
export class MpegFrameCounter {
  seconds = 0;
  frames = 0;
  private pending: Buffer = Buffer.alloc(0);

  push(chunk: Buffer): void {
    const bytes = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    let at = 0;
    while (at + 4 <= bytes.length) {
      const header = frameHeader(bytes, at);
      if (!header) {
        at += 1;
        continue;
      }
      // Wait for the next header before deciding.
      if (at + header.length + 4 > bytes.length) break;
      const next = frameHeader(bytes, at + header.length);
      if (next?.kind === header.kind) {
        this.count(header);
        at += header.length;
      } else at += 1;
    }
    this.pending = Buffer.from(bytes.subarray(at));
  }

  /** The stream ended: its last frame counts when it is whole. */
  end(): void {
    const header = frameHeader(this.pending, 0);
    if (header && header.length <= this.pending.length) this.count(header);
    this.pending = Buffer.alloc(0);
  }

  private count(header: FrameHeader) {
    this.frames += 1;
    if (this.frames > maxFrames) throw unreadable('too many frames');
    this.seconds += header.samples / header.rate;
  }
}

/** An ID3v2 tag at the start: its size, to skip it (a cover image may hold false frame syncs). */
function id3Size(fd: number): number {
  const head = readAt(fd, 0, 10);
  if (head.length < 10 || head.toString('latin1', 0, 3) !== 'ID3') return 0;
  const size = ((head[6] ?? 0) << 21) | ((head[7] ?? 0) << 14) | ((head[8] ?? 0) << 7) | (head[9] ?? 0);
  const footer = ((head[5] ?? 0) & 0x10) !== 0;
  return 10 + size + (footer ? 10 : 0);
}

const chunkBytes = 256 * 1024;

/** Seconds of an MP3/MP2 file: every frame scanned. */
export function mpegAudioSeconds(fd: number): number {
  const counter = new MpegFrameCounter();
  let position = id3Size(fd);
  for (;;) {
    const chunk = readAt(fd, position, chunkBytes);
    if (chunk.length === 0) break;
    counter.push(chunk);
    position += chunk.length;
  }
  counter.end();
  return counter.seconds;
}

/**
 * Seconds of an MPEG program stream (.mpg): the PES packets of each MPEG audio stream (0xC0–0xDF)
 * are joined and frame-scanned; the longest stream is what a decoder would transcribe.
 */
export function programStreamSeconds(fd: number): number {
  const size = fstatSync(fd).size;
  const streams = new Map<number, MpegFrameCounter>();
  let position = 0;
  for (let packets = 0; position + 6 <= size; packets += 1) {
    if (packets > maxFrames) throw unreadable('too many packets');
    const head = readAt(fd, position, 14);
    if (head[0] !== 0 || head[1] !== 0 || head[2] !== 1) {
      // Lost sync: look for the next start code.
      const window = readAt(fd, position + 1, chunkBytes);
      const next = window.indexOf(Buffer.from([0, 0, 1]));
      if (next < 0) {
        position += 1 + Math.max(1, window.length - 2);
        continue;
      }
      position += 1 + next;
      continue;
    }
    const id = head[3] ?? 0;
    if (id === 0xba) {
      // Pack header: MPEG-2 (14 bytes + stuffing) or MPEG-1 (12 bytes).
      position += ((head[4] ?? 0) & 0xc0) === 0x40 ? 14 + ((head[13] ?? 0) & 7) : 12;
      continue;
    }
    if (id === 0xb9) break;
    if (id < 0xbb) {
      position += 4;
      continue;
    }
    const length = head.readUInt16BE(4);
    const end = position + 6 + length;
    if (id >= 0xc0 && id <= 0xdf) {
      const packet = readAt(fd, position, 6 + length);
      const start = pesPayloadStart(packet);
      if (start !== undefined && start <= packet.length) {
        let counter = streams.get(id);
        if (!counter) streams.set(id, (counter = new MpegFrameCounter()));
        counter.push(packet.subarray(start));
      }
    }
    position = end;
  }
  let seconds = 0;
  for (const counter of streams.values()) {
    counter.end();
    seconds = Math.max(seconds, counter.seconds);
  }
  return seconds;
}

/** Where a PES packet's payload starts, for MPEG-2 and MPEG-1 packet headers. */
function pesPayloadStart(packet: Buffer): number | undefined {
  if (((packet[6] ?? 0) & 0xc0) === 0x80) return 9 + (packet[8] ?? 0);
  let at = 6;
  while (packet[at] === 0xff && at < 6 + 16) at += 1;
  if (((packet[at] ?? 0) & 0xc0) === 0x40) at += 2;
  const flags = (packet[at] ?? 0) & 0xf0;
  if (flags === 0x20) return at + 5;
  if (flags === 0x30) return at + 10;
  return (packet[at] ?? 0) === 0x0f ? at + 1 : undefined;
}

// ------------------------------------------------------------------------------------------ MP4

interface Box {
  type: string;
  /** Where the box's content starts and ends. */
  start: number;
  end: number;
}

/** The boxes between `start` and `end`. */
function* boxes(fd: number, start: number, end: number): Generator<Box> {
  let position = start;
  for (let count = 0; position + 8 <= end && count < 100_000; count += 1) {
    const head = readAt(fd, position, 16);
    if (head.length < 8) return;
    let size = head.readUInt32BE(0);
    let headerBytes = 8;
    if (size === 1) {
      if (head.length < 16) return;
      size = Number(head.readBigUInt64BE(8));
      headerBytes = 16;
    } else if (size === 0) size = end - position;
    if (size < headerBytes || position + size > end) return;
    yield { type: fourCc(head, 4), start: position + headerBytes, end: position + size };
    position += size;
  }
}

const child = (fd: number, parent: Box, type: string) =>
  [...boxes(fd, parent.start, parent.end)].find((box) => box.type === type);

/** Reads an MPEG-4 descriptor length (1–4 bytes of 7 bits). */
function descriptorLength(bytes: Buffer, at: number): [number, number] {
  let length = 0;
  for (let i = 0; i < 4; i += 1) {
    const byte = bytes[at + i] ?? 0;
    length = (length << 7) | (byte & 0x7f);
    if (!(byte & 0x80)) return [length, at + i + 1];
  }
  return [length, at + 4];
}

/** A bit reader for the AudioSpecificConfig. */
function bitReader(bytes: Buffer) {
  let bit = 0;
  return (count: number) => {
    let value = 0;
    for (let i = 0; i < count; i += 1) {
      const byte = bytes[bit >> 3] ?? 0;
      value = (value << 1) | ((byte >> (7 - (bit & 7))) & 1);
      bit += 1;
    }
    return value;
  };
}

const aacRates = [96000, 88200, 64000, 48000, 44100, 32000, 24000, 22050, 16000, 12000, 11025, 8000, 7350];
// Object types with a GASpecificConfig, whose first bit says 960 instead of 1024 samples a frame.
const generalAudio = new Set([1, 2, 3, 4, 6, 7, 17, 19, 20, 21, 22, 23]);

/** Samples per access unit and the core sample rate, from an esds box's AudioSpecificConfig. */
function aacFraming(esds: Buffer): { samples: number; rate: number } | { objectType: number } {
  // esds: full box (4 bytes), then ES_Descriptor (tag 3) > DecoderConfig (tag 4) > DecSpecificInfo (tag 5).
  let at = 4;
  if (esds[at] !== 3) throw unreadable('no ES descriptor');
  [, at] = descriptorLength(esds, at + 1);
  const flags = esds[at + 2] ?? 0;
  at += 3;
  if (flags & 0x80) at += 2; // dependsOn_ES_ID
  if (flags & 0x40) at += 1 + (esds[at] ?? 0); // URL
  if (flags & 0x20) at += 2; // OCR_ES_Id
  if (esds[at] !== 4) throw unreadable('no decoder config');
  [, at] = descriptorLength(esds, at + 1);
  const objectType = esds[at] ?? 0;
  // MPEG-1/2 audio (MP3) carried in MP4.
  if (objectType === 0x6b || objectType === 0x69) return { objectType };
  if (objectType !== 0x40 && objectType !== 0x66 && objectType !== 0x67 && objectType !== 0x68)
    throw unsupported(`MP4 audio object type ${String(objectType)}`);
  at += 13;
  if (esds[at] !== 5) throw unreadable('no AudioSpecificConfig');
  const [length, configAt] = descriptorLength(esds, at + 1);
  const read = bitReader(esds.subarray(configAt, configAt + length));
  const audioObjectType = () => {
    const type = read(5);
    return type === 31 ? 32 + read(6) : type;
  };
  const rateOf = () => {
    const index = read(4);
    return index === 15 ? read(24) : (aacRates[index] ?? 0);
  };
  let type = audioObjectType();
  const rate = rateOf();
  read(4); // channel configuration
  if (type === 5 || type === 29) {
    // SBR/PS: the core codec follows; output doubles both samples and rate, so core framing holds.
    rateOf();
    type = audioObjectType();
  }
  const samples = generalAudio.has(type) && read(1) === 1 ? 960 : 1024;
  if (!rate) throw unreadable('no sample rate');
  return { samples, rate };
}

/** Sample count and total sample bytes of a stsz (or stz2) box. */
function sampleTable(fd: number, stbl: Box): { count: number; bytes: number } {
  const stsz = child(fd, stbl, 'stsz');
  if (!stsz) return { count: 0, bytes: 0 };
  const head = readAt(fd, stsz.start, 12);
  const fixed = head.readUInt32BE(4);
  const count = head.readUInt32BE(8);
  if (count > maxFrames) throw unreadable('too many samples');
  if (fixed) return { count, bytes: fixed * count };
  let bytes = 0;
  for (let done = 0; done < count;) {
    const take = Math.min(count - done, 65_536);
    const sizes = readAt(fd, stsz.start + 12 + done * 4, take * 4);
    if (sizes.length < take * 4) throw unreadable('sample table cut off');
    for (let i = 0; i < take; i += 1) bytes += sizes.readUInt32BE(i * 4);
    done += take;
  }
  return { count, bytes };
}

/** The audio tracks of a moov box: their id, framing and sample counts. */
function audioTracks(fd: number, moov: Box) {
  const tracks: { id: number; samples: number; rate: number; count: number; bytes: number }[] = [];
  for (const trak of boxes(fd, moov.start, moov.end)) {
    if (trak.type !== 'trak') continue;
    const tkhd = child(fd, trak, 'tkhd');
    const mdia = child(fd, trak, 'mdia');
    const hdlr = mdia && child(fd, mdia, 'hdlr');
    if (!tkhd || !mdia || !hdlr || fourCc(readAt(fd, hdlr.start + 8, 4), 0) !== 'soun') continue;
    const tkhdHead = readAt(fd, tkhd.start, 24);
    const id = tkhdHead[0] === 1 ? tkhdHead.readUInt32BE(20) : tkhdHead.readUInt32BE(12);
    const minf = child(fd, mdia, 'minf');
    const stbl = minf && child(fd, minf, 'stbl');
    const stsd = stbl && child(fd, stbl, 'stsd');
    if (!stbl || !stsd) continue;
    // stsd: full box + entry count, then the first sample entry.
    const entry = [...boxes(fd, stsd.start + 8, stsd.end)][0];
    if (!entry) continue;
    // QuickTime sound descriptions v1 and v2 are longer; v2 holds its rate as a float64.
    const entryHead = readAt(fd, entry.start, 40);
    if (entryHead.length < 28) throw unreadable('sample entry cut off');
    const version = entryHead.readUInt16BE(8);
    const entryRate =
      version === 2 && entryHead.length >= 40 ? entryHead.readDoubleBE(32) : entryHead.readUInt16BE(24);
    const childrenAt = entry.start + 28 + (version === 1 ? 16 : version === 2 ? 36 : 0);
    let framing: { samples: number; rate: number };
    if (entry.type === 'mp4a') {
      const esds = [...boxes(fd, childrenAt, entry.end)].find((box) => box.type === 'esds');
      if (!esds) throw unreadable('mp4a without esds');
      const found = aacFraming(readAt(fd, esds.start, Math.min(esds.end - esds.start, 4096)));
      framing =
        'objectType' in found ? { samples: entryRate >= 32_000 ? 1152 : 576, rate: entryRate } : found;
    } else if (entry.type === '.mp3') {
      framing = { samples: entryRate >= 32_000 ? 1152 : 576, rate: entryRate };
    } else if (entry.type === 'ac-3') {
      framing = { samples: 1536, rate: entryRate };
    } else throw unsupported(`MP4 audio codec ${entry.type}`);
    if (!framing.rate) throw unreadable('no sample rate');
    tracks.push({ id, ...framing, ...sampleTable(fd, stbl) });
  }
  return tracks;
}

/** Samples of `trackId` in the fragments (moof > traf > trun) of a fragmented MP4. */
function fragmentSamples(fd: number, moofs: Box[], trackId: number): number {
  let count = 0;
  for (const moof of moofs) {
    for (const traf of boxes(fd, moof.start, moof.end)) {
      if (traf.type !== 'traf') continue;
      const tfhd = child(fd, traf, 'tfhd');
      if (!tfhd || readAt(fd, tfhd.start + 4, 4).readUInt32BE(0) !== trackId) continue;
      for (const trun of boxes(fd, traf.start, traf.end)) {
        if (trun.type === 'trun') count += readAt(fd, trun.start + 4, 4).readUInt32BE(0);
      }
    }
    if (count > maxFrames) throw unreadable('too many samples');
  }
  return count;
}

/**
 * Seconds of an MP4/M4A: the audio track's samples (what the decoder decodes) × the codec's fixed
 * samples per frame ÷ the rate its decoder config names; the durations in mvhd, mdhd and stts are
 * not used. A sample table naming more bytes than the file holds is unreadable.
 */
export function mp4Seconds(fd: number): number {
  const size = fstatSync(fd).size;
  const top = [...boxes(fd, 0, size)];
  const moov = top.find((box) => box.type === 'moov');
  if (!moov) throw unreadable('no moov box');
  const moofs = top.filter((box) => box.type === 'moof');
  let seconds = 0;
  for (const track of audioTracks(fd, moov)) {
    if (track.bytes > size) throw unreadable('sample table larger than the file');
    const count = track.count + fragmentSamples(fd, moofs, track.id);
    seconds = Math.max(seconds, (count * track.samples) / track.rate);
  }
  return seconds;
}
