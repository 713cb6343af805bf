import type { LoginAnswer } from './auth.ts';

// No zod here: every page of the web app reads the stored login, the public ones without any schema.

/**
 * The browser-storage key under which the web app keeps its login answer (`{ success: { idToken },
 * idToken }`). The test checkout's page, served on the same origin, sends that session with Pay.
 */
export const loginStorageKey = 'user';

/** The fields of a stored login's `success` (stored-login.test.ts holds them to SessionUser). */
export const sessionUserFields = ['email', 'name', 'idToken', 'expiresAt'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Whether a stored value is a login answer, as LoginAnswer.safeParse would say, without loading zod:
 * every page reads the stored login while it starts, and the public pages load no schema.
 */
export function isLoginAnswer(value: unknown): value is LoginAnswer {
  if (!isRecord(value) || typeof value.idToken !== 'string' || !isRecord(value.success)) return false;
  const { success } = value;
  return sessionUserFields.every((field) => typeof success[field] === 'string');
}
