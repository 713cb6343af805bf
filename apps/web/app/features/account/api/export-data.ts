import { accountPaths } from '@penwise/contract';
import { apiUrl, clientErrorTexts, readFailure, readJson, type ApiFailure } from '~/lib/api-client';
import { readIdToken } from '~/lib/session';

const fileNameOf = (disposition: string | null) =>
  /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? 'penwise-data.zip';

/** POST /api/auth/export: the ZIP as a Blob with its file name, or the failure. */
export async function exportData(): Promise<{ name: string; blob: Blob } | ApiFailure> {
  const token = readIdToken();
  let response: Response;
  try {
    response = await fetch(apiUrl(accountPaths.exportData), {
      method: 'POST',
      headers: {
        Accept: 'application/zip, application/json',
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: '{}',
    });
  } catch {
    return { error: clientErrorTexts.network, code: 'network_error' };
  }
  if (!response.ok || response.headers.get('content-type') !== 'application/zip') {
    return (
      readFailure(await readJson(response)) ?? {
        error: clientErrorTexts.unexpected,
        code: 'unexpected_answer',
      }
    );
  }
  try {
    return { name: fileNameOf(response.headers.get('content-disposition')), blob: await response.blob() };
  } catch {
    // The download broke off half way.
    return { error: clientErrorTexts.network, code: 'network_error' };
  }
}
