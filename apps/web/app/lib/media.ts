import { apiUrl } from './api-client';
import { downloadBlob } from './download-file';

/** The server answers media as an API path (/api/media/…); a history item may hold a full URL. */
export function mediaSrc(url: string): string {
  return url.startsWith('/') ? apiUrl(url) : url;
}

/**
 * Saves a stored image or recording as `fileName`. It is fetched first rather than linked with
 * `<a download>`, which browsers ignore for another origin (VITE_API_BASE_URL). Resolves false
 * when it could not be read.
 */
export async function downloadMedia(url: string, fileName: string): Promise<boolean> {
  try {
    const response = await fetch(mediaSrc(url));
    if (!response.ok) return false;
    downloadBlob(fileName, await response.blob());
    return true;
  } catch {
    return false;
  }
}
