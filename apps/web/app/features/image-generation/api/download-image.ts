import { downloadMedia } from '~/lib/media';
import { imageFileName } from '../utils/image-files';

/** Saves the generated image as `image-<day>.png`; false when it could not be read. */
export function downloadImage(url: string, date = new Date()): Promise<boolean> {
  return downloadMedia(url, imageFileName(date));
}
