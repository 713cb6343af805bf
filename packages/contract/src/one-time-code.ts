import { z } from 'zod';

/**
 * A code from an authenticator app (6 digits) or a recovery code, as typed: spaces and dashes are
 * allowed and ignored by the server.
 */
export const OneTimeCode = z.string().trim().min(1, 'Enter the code.').max(32, 'The code is too long.');

/** A code as typed, reduced to what matters: no spaces or dashes, upper case. */
export function normaliseOneTimeCode(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

/** Six digits are an authenticator app's code; a recovery code has letters and another length. */
export function isAppCode(input: string): boolean {
  return /^\d{6}$/.test(normaliseOneTimeCode(input));
}
