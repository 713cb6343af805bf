import { apiPaths, TranscriptionAnswer, transcriptionMessages } from '@penwise/contract';
import {
  apiUrl,
  clientErrorTexts,
  readFailure,
  readJson,
  type ApiFailure,
  type ApiResult,
} from '~/lib/api-client';
import { readIdToken, readSession } from '~/lib/session';

/**
 * A reverse proxy refusing the upload answers its own HTML page, not `{ error, code }`; its status
 * still says why, in the same words the server would use.
 */
function statusFailure(status: number): ApiFailure | undefined {
  if (status === 413) return { error: transcriptionMessages.tooLarge, code: 'payload_too_large' };
  if (status === 415) return { error: transcriptionMessages.unsupported, code: 'unsupported_media_type' };
  return undefined;
}

/**
 * POST /api/ai/transcribe: multipart with the audio as `file` and the stored login as
 * `json`. apiPost sends JSON only, so this is its own fetch, with api-client's rules otherwise.
 */
export async function transcribeAudio(file: File): Promise<ApiResult<TranscriptionAnswer>> {
  const form = new FormData();
  // The identity first: without a header the server reads no file that comes before it.
  form.append('json', JSON.stringify(readSession()));
  form.append('file', file, file.name);
  // No Content-Type: the browser writes multipart/form-data with its boundary.
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = readIdToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(apiUrl(apiPaths.ai.transcribe), { method: 'POST', headers, body: form });
  } catch {
    return { error: clientErrorTexts.network, code: 'network_error' };
  }
  const json = await readJson(response);

  const failure = readFailure(json);
  if (failure) return failure;
  const success = TranscriptionAnswer.safeParse(json);
  if (response.ok && success.success) return success.data;
  const byStatus = statusFailure(response.status);
  if (byStatus) return byStatus;
  if (json === undefined) return { error: clientErrorTexts.network, code: 'network_error' };
  return { error: clientErrorTexts.unexpected, code: 'unexpected_answer' };
}
