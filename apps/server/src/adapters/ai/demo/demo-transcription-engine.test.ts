import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toneWav } from '../../../test/audio-fixtures.ts';
import { demoSpeechEngine } from './demo-speech-engine.ts';
import { demoTranscriptionEngine, offlineTranscriptionHowTo } from './demo-transcription-engine.ts';
import { toPcm16kWav } from './pcm16k.ts';

// CI installs pocketsphinx (.ci/run); elsewhere the engine reports itself unavailable, tested below.
const installed = existsSync('/usr/share/pocketsphinx/model/en-us/en-us/mdef');

describe('offline transcription (pocketsphinx)', () => {
  let dir = '';
  const speech = demoSpeechEngine();
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'penwise-stt-'));
  });
  afterAll(async () => {
    await speech.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('converts any sample rate and channel count to 16 kHz mono 16-bit WAV of the same length', async () => {
    const source = path.join(dir, 'stereo.wav');
    await writeFile(source, toneWav(1.5, { sampleRate: 44_100, channels: 2 }));
    const target = path.join(dir, 'out.wav');
    const seconds = await toPcm16kWav(source, 'wav', target);
    expect(seconds).toBeCloseTo(1.5, 2);
    const wav = await readFile(target);
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.readUInt16LE(22)).toBe(1);
    expect(wav.readUInt32LE(24)).toBe(16_000);
    expect(wav.readUInt32LE(40)).toBe(wav.length - 44);
  });

  it.runIf(installed)('hears the words of a demo voiceover MP3', async () => {
    const { mp3 } = await speech.synthesize({ text: 'Hello world.', voice: 'echo' });
    const file = path.join(dir, 'hello.mp3');
    await writeFile(file, mp3);
    const { text, seconds } = await demoTranscriptionEngine().transcribe({ filePath: file, format: 'mp3' });
    expect(text.toLowerCase()).toContain('hello world');
    // The length it reports is what it decoded.
    expect(seconds).toBeGreaterThan(0.5);
  });

  it('reports itself unavailable, with how to install it, when pocketsphinx is missing', async () => {
    const engine = demoTranscriptionEngine({
      binary: '/nonexistent/pocketsphinx_continuous',
      modelDir: '/nonexistent',
    });
    expect(engine.unavailable).toBe(offlineTranscriptionHowTo);
    await expect(
      engine.transcribe({ filePath: path.join(dir, 'x.wav'), format: 'wav' }),
    ).rejects.toMatchObject({
      kind: 'unavailable',
      message: offlineTranscriptionHowTo,
    });
  });

  it('refuses audio it cannot decode', async () => {
    const file = path.join(dir, 'noise.mp3');
    await writeFile(file, Buffer.alloc(2000, 3));
    const engine = demoTranscriptionEngine({ binary: '/bin/true' });
    await expect(engine.transcribe({ filePath: file, format: 'wav' })).rejects.toMatchObject({
      kind: 'rejected',
    });
  });
});
