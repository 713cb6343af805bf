import { parseFile } from 'music-metadata';
import { transcriptionMessages } from '@penwise/contract';
import { AppError } from '../../errors.ts';

/** Seconds of audio in the file, read from its own headers or frames (never from the client). */
export async function measureDuration(filePath: string): Promise<number> {
  let seconds: number | undefined;
  try {
    // duration: scan every frame when the header does not state it (MP3 without a Xing header).
    seconds = (await parseFile(filePath, { duration: true, skipCovers: true })).format.duration;
  } catch {
    seconds = undefined;
  }
  if (seconds === undefined || !Number.isFinite(seconds)) {
    throw new AppError('validation_failed', 422, transcriptionMessages.unreadable, 'file');
  }
  if (seconds <= 0) throw new AppError('validation_failed', 422, transcriptionMessages.silent, 'file');
  return seconds;
}
