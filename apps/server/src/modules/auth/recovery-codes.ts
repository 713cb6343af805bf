import { randomBytes } from 'node:crypto';
import { normaliseOneTimeCode, twoFactorRules } from '@penwise/contract';
import { hashToken } from './tokens.ts';

// 32 symbols that cannot be misread (no 0/O, 1/I): a byte modulo 32 stays uniform.
const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Fresh recovery codes: 10 symbols (50 random bits) each, shown as XXXXX-XXXXX. */
export function newRecoveryCodes(count: number = twoFactorRules.recoveryCodeCount): string[] {
  return Array.from({ length: count }, () => {
    const symbols = Array.from(randomBytes(10), (byte) => alphabet[byte % alphabet.length]).join('');
    return `${symbols.slice(0, 5)}-${symbols.slice(5)}`;
  });
}

/** Recovery codes are high-entropy random, so a plain SHA-256 (no slow hash) keeps a leak useless. */
export function hashRecoveryCode(code: string): string {
  return hashToken(normaliseOneTimeCode(code));
}
