import { z } from 'zod';
import { successAnswer } from './answers.ts';
import { CurrentPassword, UserIdentity } from './auth.ts';
import { OneTimeCode } from './one-time-code.ts';

/** TOTP as every authenticator app reads it (RFC 6238 defaults), and how many recovery codes a user gets. */
export const twoFactorRules = { digits: 6, periodSeconds: 30, recoveryCodeCount: 10 } as const;

/** POST /api/auth/2fa/status: whether two-factor authentication is on, and unused recovery codes. */
export const TwoFactorStatusAnswer = successAnswer(
  z.object({ enabled: z.boolean(), recovery_codes_left: z.number().int().nonnegative() }),
);
export type TwoFactorStatusAnswer = z.infer<typeof TwoFactorStatusAnswer>;

/** POST /api/auth/2fa/setup: starting enrolment needs the password. */
export const TwoFactorSetupBody = z.object({ password: CurrentPassword, user: UserIdentity });
export type TwoFactorSetupBody = z.infer<typeof TwoFactorSetupBody>;

/** The new secret, as a key to type in, an otpauth:// link and a QR code (an SVG drawn by the server). */
export const TwoFactorSetupAnswer = successAnswer(
  z.object({ secret: z.string(), otpauth_uri: z.string(), qr_svg: z.string() }),
);
export type TwoFactorSetupAnswer = z.infer<typeof TwoFactorSetupAnswer>;

/** POST /api/auth/2fa/enable (a code from the app) and /2fa/recovery-codes (a code or a recovery code). */
export const TwoFactorCodeBody = z.object({ code: OneTimeCode, user: UserIdentity });
export type TwoFactorCodeBody = z.infer<typeof TwoFactorCodeBody>;

/** POST /api/auth/2fa/disable: the password and a code (from the app or a recovery code). */
export const TwoFactorDisableBody = z.object({
  password: CurrentPassword,
  code: OneTimeCode,
  user: UserIdentity,
});
export type TwoFactorDisableBody = z.infer<typeof TwoFactorDisableBody>;

/** Fresh recovery codes: shown once, stored only as hashes. */
export const RecoveryCodesAnswer = successAnswer(
  z.object({ message: z.string(), recovery_codes: z.array(z.string()) }),
);
export type RecoveryCodesAnswer = z.infer<typeof RecoveryCodesAnswer>;

export const twoFactorMessages = {
  enabled: 'Two-factor authentication is on.',
  disabled: 'Two-factor authentication is off.',
  codesReplaced: 'New recovery codes are ready. The old ones no longer work.',
  /** Login answers this (401, code two_factor_required) when the password was right but no code came. */
  codeRequired: 'Two-factor code required',
  invalidCode: 'That code is not correct or was already used. Enter the current code from your app.',
  alreadyOn: 'Two-factor authentication is already on.',
  off: 'Two-factor authentication is not on.',
  notStarted: 'Start the set-up again: there is no pending authenticator to confirm.',
} as const;
