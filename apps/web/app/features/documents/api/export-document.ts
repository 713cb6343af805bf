import { apiPaths, type ExportFormat } from '@penwise/contract';
import { apiUrl, clientErrorTexts, readFailure, readJson, type ApiFailure } from '~/lib/api-client';
import { downloadBlob } from '~/lib/download-file';
import { readIdToken } from '~/lib/session';
import { fileNameFromDisposition } from '../utils/content-disposition';

/** The export call's URL: GET /api/documents/:id/export?format= */
export function exportUrl(id: string, format: ExportFormat): string {
  return `${apiUrl(apiPaths.documents.export(id))}?format=${format}`;
}

/**
 * Downloads the document as a file built on the server, saved under the name its Content-Disposition
 * gives (from the title); `fallbackName` if it gives none. Answers the failure, or undefined when saved.
 */
export async function exportDocument(
  id: string,
  format: ExportFormat,
  fallbackName: string,
): Promise<ApiFailure | undefined> {
  const headers: Record<string, string> = {};
  const token = readIdToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(exportUrl(id, format), { headers });
  } catch {
    return { error: clientErrorTexts.network, code: 'network_error' };
  }
  if (!response.ok) {
    const failure = readFailure(await readJson(response));
    return failure ?? { error: clientErrorTexts.network, code: 'network_error', status: response.status };
  }
  const name = fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? fallbackName;
  downloadBlob(name, await response.blob());
  return undefined;
}
