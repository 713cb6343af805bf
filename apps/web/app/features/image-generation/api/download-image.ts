import { downloadBlob } from '../../../lib/download-file';
import { imageFileName, imageSrc } from '../utils/image-files';

/**
 * Saves the generated image as `image-<day>.png`. It is fetched first rather than linked with
 * `<a download>`, which browsers ignore for another origin (VITE_API_BASE_URL). Resolves false
 * when the image could not be read.
 */
export async function downloadImage(url: string, date = new Date()): Promise<boolean> {
  try {
    const response = await fetch(imageSrc(url));
    if (!response.ok) return false;
    downloadBlob(imageFileName(date), await response.blob());
    return true;
  } catch {
    return false;
  }
}
