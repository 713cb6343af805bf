import { downloadBlob } from '../../../lib/download-file';
import { audioSrc } from '../utils/voiceover-rows';

/**
 * Saves the MP3 under `fileName`. It is fetched first rather than linked with `<a download>`,
 * which browsers ignore for another origin (VITE_API_BASE_URL). Resolves false when it could not be read.
 */
export async function downloadVoiceover(url: string, fileName: string): Promise<boolean> {
  try {
    const response = await fetch(audioSrc(url));
    if (!response.ok) return false;
    downloadBlob(fileName, await response.blob());
    return true;
  } catch {
    return false;
  }
}
