import type { AudioFormat } from '../../adapters/ai/transcription-engine.ts';

/** Bytes enough for every signature we look for (file-type's own sample size). */
export const sniffBytes = 4100;

// What file-type names the containers the upload accepts (mp3, mp4, mpeg, wav), and how we store them.
const accepted: Record<string, { format: AudioFormat; mime: string }> = {
  mp3: { format: 'mp3', mime: 'audio/mpeg' },
  mp2: { format: 'mpeg', mime: 'audio/mpeg' },
  mpg: { format: 'mpeg', mime: 'video/mpeg' },
  mp4: { format: 'mp4', mime: 'video/mp4' },
  m4a: { format: 'mp4', mime: 'audio/mp4' },
  wav: { format: 'wav', mime: 'audio/wav' },
};

/** The format the file's first bytes prove, whatever its name or declared type; undefined if none. */
export async function sniffAudioFormat(
  head: Uint8Array,
): Promise<{ format: AudioFormat; mime: string } | undefined> {
  // Loaded with the first upload: most servers never transcribe.
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(head);
  return detected ? accepted[detected.ext] : undefined;
}
