import { downloadMedia } from '~/lib/media';

/** Saves the MP3 under `fileName`; false when it could not be read. */
export function downloadVoiceover(url: string, fileName: string): Promise<boolean> {
  return downloadMedia(url, fileName);
}
