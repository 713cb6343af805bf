import { transcriptionMessages, uploadLimits } from '@penwise/contract';

/** What a saved recording (fill data) is called when its URL names no file. */
export const savedRecordingName = 'Saved recording';

const extensionByType: Record<string, string> = {
  'audio/mp3': 'mp3',
  'audio/mpeg': 'mp3',
  'video/mp4': 'mp4',
  'audio/wav': 'wav',
};

const hasExtension = /\.[a-z0-9]{2,4}$/i;

/** The browser's checks, type first, then size: the popup text for a refused file, else undefined. */
export function audioFileProblem(file: Pick<File, 'type' | 'size'>): string | undefined {
  const accepted: readonly string[] = uploadLimits.mimeTypes;
  if (!accepted.includes(file.type)) return transcriptionMessages.unsupported;
  if (file.size > uploadLimits.maxBytes) return transcriptionMessages.tooLarge;
  return undefined;
}

/**
 * The name shown for a saved recording: its URL's last segment when that looks like a file name.
 * Stored media is addressed by a random id, which would mean nothing to the reader.
 */
export function savedAudioName(url: string): string {
  const segment = new URL(url, 'http://localhost').pathname.split('/').pop() ?? '';
  let name = segment;
  try {
    name = decodeURIComponent(segment);
  } catch {
    // A malformed escape: the raw segment is still a readable name.
  }
  return hasExtension.test(name) ? name : savedRecordingName;
}

/** A name the upload can carry for a fetched recording, so the server sees a known extension. */
export function uploadName(name: string, type: string): string {
  if (hasExtension.test(name)) return name;
  return `recording.${extensionByType[type] ?? 'mp3'}`;
}

/** interview.mp3 → interview.txt; characters file systems refuse become dashes. */
export function transcriptFileName(audioName: string): string {
  const base = audioName
    .replace(hasExtension, '')
    .replace(/[\\/:*?"<>|]+/g, '-')
    .trim();
  return `${base || 'transcription'}.txt`;
}
