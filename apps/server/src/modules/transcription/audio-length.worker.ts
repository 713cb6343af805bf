// Worker thread: measures one uploaded file (a scan of up to 25MB), so the event loop never waits on it.
import { closeSync, openSync, readSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import type { AudioFormat } from '../../adapters/ai/transcription-engine.ts';
import {
  AudioLengthError,
  mp4Seconds,
  mpegAudioSeconds,
  programStreamSeconds,
  wavSeconds,
} from './audio-length.ts';

export interface AudioLengthJob {
  filePath: string;
  format: AudioFormat;
}

export type AudioLengthAnswer = { seconds: number } | { error: 'unreadable' | 'unsupported' };

/** .mpeg files are MPEG audio (MP2/MP3) or an MPEG program stream, which starts with a pack header. */
function isProgramStream(fd: number): boolean {
  const head = Buffer.alloc(4);
  readSync(fd, head, 0, 4, 0);
  return head.readUInt32BE(0) === 0x1ba;
}

function measure({ filePath, format }: AudioLengthJob): number {
  const fd = openSync(filePath, 'r');
  try {
    if (format === 'wav') return wavSeconds(fd);
    if (format === 'mp4') return mp4Seconds(fd);
    if (format === 'mpeg' && isProgramStream(fd)) return programStreamSeconds(fd);
    return mpegAudioSeconds(fd);
  } finally {
    closeSync(fd);
  }
}

let answer: AudioLengthAnswer;
try {
  answer = { seconds: measure(workerData as AudioLengthJob) };
} catch (error) {
  answer = { error: error instanceof AudioLengthError ? error.kind : 'unreadable' };
}
parentPort?.postMessage(answer);
