import { apiPaths, MessageAnswer } from '@penwise/contract';
import { apiPost } from './api-client';
import { clearSession } from './session';

/** Ends the session on the server, then forgets it here whatever the server answered (see logout.ts). */
export async function endSession(): Promise<void> {
  await apiPost(apiPaths.auth.logout, {}, MessageAnswer);
  clearSession({ deliberate: true });
}
