import { mediaSrc } from '~/lib/media';
import { uploadName } from '../utils/audio-files';

/**
 * Reads a saved recording (fill data from a history item) back as a File, so it can be
 * transcribed again like a fresh upload. Resolves undefined when it could not be read.
 */
export async function fetchSavedAudio(url: string, name: string): Promise<File | undefined> {
  try {
    const response = await fetch(mediaSrc(url));
    if (!response.ok) return undefined;
    const blob = await response.blob();
    return new File([blob], uploadName(name, blob.type), { type: blob.type });
  } catch {
    return undefined;
  }
}
