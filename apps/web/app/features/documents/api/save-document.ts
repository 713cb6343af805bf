import { apiPaths, DocumentSavedAnswer, type UpdateDocumentBody } from '@penwise/contract';
import { apiPut, apiUrl, clientErrorTexts, readFailure, type ApiResult } from '~/lib/api-client';
import { readIdToken } from '~/lib/session';

/** PUT /api/documents/:id: the new title, content or both; answers the saved summary. */
export function saveDocument(id: string, body: UpdateDocumentBody) {
  return apiPut(apiPaths.documents.one(id), body, DocumentSavedAnswer);
}

// Browsers refuse a keepalive request whose body passes 64 KiB (all keepalive requests in flight together).
const keepaliveMaxBytes = 60_000;

/**
 * The same PUT sent as the page goes away (pagehide, a hidden tab): a keepalive request outlives the
 * page when its body is small enough; a larger one is sent plainly and may be cut off, which is why
 * every change is in localStorage first.
 */
export async function saveDocumentOnLeave(
  id: string,
  body: UpdateDocumentBody,
): Promise<ApiResult<DocumentSavedAnswer>> {
  const json = JSON.stringify(body);
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' };
  const token = readIdToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    const response = await fetch(apiUrl(apiPaths.documents.one(id)), {
      method: 'PUT',
      headers,
      body: json,
      keepalive: new Blob([json]).size <= keepaliveMaxBytes,
    });
    const answer: unknown = await response.json().catch(() => undefined);
    const failure = readFailure(answer);
    if (failure) return { ...failure, status: response.status };
    const saved = DocumentSavedAnswer.safeParse(answer);
    if (response.ok && saved.success) return saved.data;
    return { error: clientErrorTexts.network, code: 'network_error', status: response.status };
  } catch {
    return { error: clientErrorTexts.network, code: 'network_error' };
  }
}
