import { browserStorage } from '~/lib/browser-storage';
import { storageKeys } from '~/lib/storage-keys';

/** A change to a document the server has not confirmed yet, kept in the browser until it has. */
export interface DocumentDraft {
  title?: string | undefined;
  content?: string | undefined;
  /** When it was made (ms since the epoch, this device's clock). */
  at: number;
  /** The server's updatedAt of the version it was made on. */
  base: string;
}

const keyOf = (id: string) => `${storageKeys.documentDraftPrefix}${id}`;

function isDraft(value: unknown): value is DocumentDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  const optionalString = (field: unknown) => field === undefined || typeof field === 'string';
  return (
    typeof draft.at === 'number' &&
    typeof draft.base === 'string' &&
    optionalString(draft.title) &&
    optionalString(draft.content)
  );
}

/** The stored draft of a document, if any (a malformed one counts as none). */
export function readDraft(id: string): DocumentDraft | undefined {
  const raw = browserStorage()?.getItem(keyOf(id));
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isDraft(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the draft; false when the browser refused it (storage full or disabled). */
export function writeDraft(id: string, draft: DocumentDraft): boolean {
  try {
    browserStorage()?.setItem(keyOf(id), JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function removeDraft(id: string): void {
  browserStorage()?.removeItem(keyOf(id));
}

/**
 * Whether a stored draft holds work the server does not have: made on the version the server still
 * has, or later than the server's last change (a change saved elsewhere since then wins).
 */
export function draftIsNewer(draft: DocumentDraft, serverUpdatedAt: string): boolean {
  if (draft.base === serverUpdatedAt) return true;
  const server = Date.parse(serverUpdatedAt);
  return Number.isNaN(server) || draft.at > server;
}
