import { isLoginAnswer, type LoginAnswer } from '@penwise/contract';
import { useSyncExternalStore } from 'react';
import { browserStorage } from './browser-storage';
import { storageKeys } from './storage-keys';

/** The stored login answer (localStorage `user`). */
export type StoredSession = LoginAnswer;

const listeners = new Set<() => void>();
// useSyncExternalStore needs the same object back while nothing changed.
let cachedRaw: string | null = null;
let cachedSession: StoredSession | null = null;

function parse(raw: string | null): StoredSession | null {
  if (!raw) return null;
  try {
    // isLoginAnswer, not LoginAnswer.safeParse: every page reads this as it starts, and zod would be
    // the public pages' biggest script.
    const parsed: unknown = JSON.parse(raw);
    return isLoginAnswer(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function readSession(): StoredSession | null {
  const raw = browserStorage()?.getItem(storageKeys.user) ?? null;
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedSession = parse(raw);
  }
  return cachedSession;
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function saveSession(answer: LoginAnswer): void {
  browserStorage()?.setItem(storageKeys.user, JSON.stringify(answer));
  notify();
}

/**
 * Takes the e-mail address and name the server answers (they may have changed in another tab or on
 * another device) into the stored session, so every place that shows them agrees.
 */
export function updateSessionAccount(account: { email: string; name: string }): void {
  const session = readSession();
  if (!session) return;
  const { email, name } = session.success;
  if (email === account.email && name === account.name) return;
  saveSession({ ...session, success: { ...session.success, email: account.email, name: account.name } });
}

let endedOnPurpose = false;
// Kept in memory only: shown by the next page in this tab, gone after a reload.
let endNotice: string | null = null;

/**
 * Forgets the session: logout (`deliberate`), or an answer saying the token is no longer valid. Only
 * a session that ran out sends the user to /login with the page to come back to. A `notice` (e.g.
 * "Your account has been deleted.") is for the login page to show once.
 */
export function clearSession(options: { deliberate?: boolean; notice?: string } = {}): void {
  endedOnPurpose = options.deliberate ?? false;
  endNotice = options.notice ?? null;
  browserStorage()?.removeItem(storageKeys.user);
  notify();
}

/** The notice the last clearSession left for the login page, if it has not been shown yet. */
export function peekSessionEndNotice(): string | null {
  return endNotice;
}

/** Called once the notice is on screen: it is not shown again. */
export function forgetSessionEndNotice(): void {
  endNotice = null;
}

/** Whether the last session was ended by the user (logout), not by the server or another tab. */
export function sessionEndedOnPurpose(): boolean {
  return endedOnPurpose;
}

/** The token a session sends as its bearer token. */
export function idTokenOf(session: StoredSession): string {
  return session.idToken || session.success.idToken;
}

export function readIdToken(): string | null {
  const session = readSession();
  return session ? idTokenOf(session) : null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab logging in or out changes this tab's state too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === storageKeys.user) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The current session: `undefined` while it cannot be known yet (prerendered HTML and its
 * hydration render, which must match the guest markup), then the session or `null`.
 */
export function useSession(): StoredSession | null | undefined {
  return useSyncExternalStore<StoredSession | null | undefined>(subscribe, readSession, () => undefined);
}

const signedIn = () => readSession() !== null;
const guestMarkup = () => false;

/**
 * Whether someone is logged in; false in prerendered HTML and while hydrating it. For a guest the
 * value never changes, where useSession's undefined → null makes React render the component (and
 * everything under it) again, synchronously, right after hydration: use this one where a yes or no
 * is enough (layouts, navbars, whole pages).
 */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribe, signedIn, guestMarkup);
}
