import { createHash, randomBytes } from 'node:crypto';

/** A new opaque token: 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256, so a database leak hands out no logins. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const refAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A referral code: 10 characters that cannot be misread (no 0/O, 1/I), about 50 random bits. */
export function newRefCode(): string {
  return Array.from(randomBytes(10), (byte) => refAlphabet[byte % refAlphabet.length]).join('');
}
