import { isAppCode, OneTimeCode } from '@penwise/contract';

/** Form rule: the six digits an authenticator app shows. */
export function appCodeRule(value: string): string | null {
  return isAppCode(value) ? null : 'Enter the 6-digit code from your authenticator app.';
}

/** Form rule: a code from the app or one of the recovery codes. */
export function anyCodeRule(value: string): string | null {
  if (!value.trim()) return 'Enter a code from your app or a recovery code.';
  return OneTimeCode.safeParse(value).success ? null : 'The code is too long.';
}

/** The text file offered when recovery codes are shown: one code a line, with what they are for. */
export function recoveryCodesFile(brandName: string, email: string, codes: readonly string[]): string {
  return [
    `${brandName} recovery codes for ${email}`,
    'Each code logs you in once when you cannot use your authenticator app. Keep them somewhere safe.',
    '',
    ...codes,
    '',
  ].join('\n');
}
