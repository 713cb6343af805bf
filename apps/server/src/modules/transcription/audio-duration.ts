import { Worker } from 'node:worker_threads';
import { transcriptionMessages } from '@penwise/contract';
import type { AudioFormat } from '../../adapters/ai/transcription-engine.ts';
import { AppError } from '../../errors.ts';
import type { AudioLengthAnswer, AudioLengthJob } from './audio-length.worker.ts';

/** Longest a measurement may run: a 25MB file scans in well under a second on one core. */
export const measureTimeoutMs = 20_000;

const unreadable = () => new AppError('validation_failed', 422, transcriptionMessages.unreadable, 'file');
const unsupported = () =>
  new AppError('unsupported_media_type', 415, transcriptionMessages.unsupported, 'file');
export const stopped = () => new AppError('ai_timeout', 504, transcriptionMessages.stopped);

/**
 * Seconds of audio the file really holds, computed from its data (see audio-length.ts), in a worker
 * thread with bounded time and memory. Aborting `signal` (the client left) stops the worker.
 */
export async function measureDuration(
  filePath: string,
  format: AudioFormat,
  signal?: AbortSignal,
): Promise<number> {
  if (signal?.aborted) throw stopped();
  const job: AudioLengthJob = { filePath, format };
  const worker = new Worker(new URL('./audio-length.worker.ts', import.meta.url), {
    workerData: job,
    // The scan reads in 256 KiB pieces; a hostile file must not make the worker grow.
    resourceLimits: { maxOldGenerationSizeMb: 48, maxYoungGenerationSizeMb: 8 },
  });
  let timer: NodeJS.Timeout | undefined;
  let onAbort: (() => void) | undefined;
  try {
    const answer = await new Promise<AudioLengthAnswer>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', () => reject(unreadable()));
      worker.once('exit', () => reject(unreadable()));
      timer = setTimeout(() => reject(unreadable()), measureTimeoutMs);
      onAbort = () => reject(stopped());
      signal?.addEventListener('abort', onAbort, { once: true });
    });
    if ('error' in answer) throw answer.error === 'unsupported' ? unsupported() : unreadable();
    if (!Number.isFinite(answer.seconds)) throw unreadable();
    if (answer.seconds <= 0)
      throw new AppError('validation_failed', 422, transcriptionMessages.silent, 'file');
    return answer.seconds;
  } finally {
    clearTimeout(timer);
    if (onAbort) signal?.removeEventListener('abort', onAbort);
    await worker.terminate();
  }
}
