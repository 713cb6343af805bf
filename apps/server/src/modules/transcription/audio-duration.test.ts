import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transcriptionMessages } from '@penwise/contract';
import {
  aacM4a,
  mp3InProgramStream,
  toneMp3,
  toneWav,
  wavWithFact,
  withLyingXing,
} from '../../test/audio-fixtures.ts';
import { measureDuration } from './audio-duration.ts';

describe('measureDuration: the length of the audio the file holds, not what its headers claim', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'penwise-duration-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));
  const file = async (name: string, bytes: Buffer) => {
    const filePath = path.join(dir, name);
    await writeFile(filePath, bytes);
    return filePath;
  };

  it('measures a plain PCM WAV', async () => {
    expect(await measureDuration(await file('plain.wav', toneWav(3)), 'wav')).toBeCloseTo(3, 3);
  });

  it('ignores a fact chunk claiming 1 sample on 819 s of PCM', async () => {
    const seconds = await measureDuration(await file('fact.wav', wavWithFact(819, 1)), 'wav');
    expect(seconds).toBeCloseTo(819, 2);
  });

  it('counts only the data bytes present when the data chunk claims more than the file holds', async () => {
    const cut = toneWav(10).subarray(0, 44 + 8000 * 2 * 4);
    expect(await measureDuration(await file('cut.wav', cut), 'wav')).toBeCloseTo(4, 3);
  });

  it('counts a data chunk whose size is left 0 by a streaming writer by its bytes present', async () => {
    const streamed = toneWav(5);
    streamed.writeUInt32LE(0, 40);
    expect(await measureDuration(await file('streamed.wav', streamed), 'wav')).toBeCloseTo(5, 3);
  });

  it('scans the frames of an MP3 without a Xing header', async () => {
    const seconds = await measureDuration(await file('plain.mp3', toneMp3(12)), 'mp3');
    // The encoder pads to whole frames: up to two frames (52 ms) more than the tone.
    expect(seconds).toBeGreaterThanOrEqual(12);
    expect(seconds).toBeLessThan(12.1);
  });

  it('ignores a Xing frame that claims the MP3 has one frame', async () => {
    const lying = withLyingXing(toneMp3(20), 1);
    const seconds = await measureDuration(await file('xing.mp3', lying), 'mp3');
    expect(seconds).toBeGreaterThanOrEqual(20);
    expect(seconds).toBeLessThan(20.1);
  });

  it('scans the MPEG audio frames inside an MPEG program stream', async () => {
    const mp3 = withLyingXing(toneMp3(8), 1);
    const seconds = await measureDuration(await file('program.mpeg', mp3InProgramStream(mp3)), 'mpeg');
    expect(seconds).toBeGreaterThanOrEqual(8);
    expect(seconds).toBeLessThan(8.1);
  });

  it('counts the AAC frames of an M4A whose mvhd, mdhd and stts claim 1 s', async () => {
    // 4,307 frames of 1,024 samples at 44.1 kHz: 100.01 s.
    const seconds = await measureDuration(await file('lying.m4a', aacM4a(4307, 1)), 'mp4');
    expect(seconds).toBeCloseTo((4307 * 1024) / 44_100, 3);
  });

  it('refuses an M4A whose sample table names more bytes than the file holds', async () => {
    const cut = aacM4a(4307, 100, { mdatBytes: 100 });
    await expect(measureDuration(await file('cut.m4a', cut), 'mp4')).rejects.toMatchObject({ status: 422 });
  });

  it('refuses garbage behind a WAV header as unreadable', async () => {
    const broken = Buffer.concat([toneWav(1).subarray(0, 12), Buffer.alloc(5000, 7)]);
    await expect(measureDuration(await file('broken.wav', broken), 'wav')).rejects.toMatchObject({
      status: 422,
      message: transcriptionMessages.unreadable,
    });
  });

  it('stops when its signal is aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      measureDuration(await file('aborted.mp3', toneMp3(5)), 'mp3', controller.signal),
    ).rejects.toThrow();
  });
});
