import { z } from 'zod';
import { successAnswer } from './answers.ts';
import { limits } from './limits.ts';
import { OneTimeCode } from './one-time-code.ts';

export const Email = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Email is required.')
  .max(limits.emailMax, 'Email is too long.')
  .pipe(z.email('Enter a valid email address.'));

export const NewPassword = z
  .string()
  .min(limits.passwordMin, `Password must be at least ${limits.passwordMin} characters.`)
  .max(limits.passwordMax, `Password must be at most ${limits.passwordMax} characters.`);

/** A password the user already has (login, confirming a sensitive change): only bounded, never re-validated. */
export const CurrentPassword = z
  .string()
  .min(1, 'Password is required.')
  .max(limits.passwordMax, 'Password is too long.');

export const nameMessages = {
  unsafe: 'Name cannot contain line breaks, control characters or text-direction marks.',
} as const;

// Names are quoted in e-mails and pages: a line break forges lines of the e-mail, and bidi
// embeddings, overrides and isolates make a name read differently from what is stored. Joiners
// (U+200C/U+200D) stay allowed: Persian, Indic scripts and emoji need them.
const unsafeInName = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

/** A person's display name, at signup and in update-profile: one line of printable text, trimmed. */
export const PersonName = z
  .string()
  .trim()
  .min(1, 'Name is required.')
  .max(limits.nameMax, 'Name is too long.')
  .refine((name) => !unsafeInName.test(name), nameMessages.unsafe);

/** A referral code as it travels in ?ref= links and purchases. */
export const RefCode = z
  .string()
  .trim()
  .max(64)
  .regex(/^[\w-]*$/, 'The referral code has invalid characters.');

// Older clients send OAuth: false, and their request helper turns false into ''.
const OAuthFlag = z.union([z.boolean(), z.literal('')]).optional();

/** The stored login answer, or any object carrying the session token. */
export const UserIdentity = z
  .looseObject({
    idToken: z.string().max(limits.tokenMax).optional(),
    success: z.looseObject({ idToken: z.string().max(limits.tokenMax).optional() }).optional(),
  })
  .or(z.literal(''))
  .nullish();

export const SignupBody = z.object({
  email: Email,
  password: NewPassword,
  name: PersonName,
  OAuth: OAuthFlag,
  ref_code: RefCode.optional(),
});
export type SignupBody = z.infer<typeof SignupBody>;

export const LoginBody = z.object({
  email: Email,
  password: CurrentPassword,
  OAuth: OAuthFlag,
  /** The second step when two-factor authentication is on: a code from the app or a recovery code. */
  otp: OneTimeCode.optional(),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const ForgotPasswordBody = z.object({ email: Email });
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBody>;

export const ResetPasswordBody = z.object({
  token: z.string().trim().min(1, 'The reset link is missing its token.').max(limits.tokenMax),
  password: NewPassword,
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

/** Body of calls that only identify the user (is-logged-in, logout). */
export const UserBody = z.object({ user: UserIdentity }).partial();
export type UserBody = z.infer<typeof UserBody>;

export const SessionUser = z.object({
  email: z.string(),
  name: z.string(),
  idToken: z.string(),
  expiresAt: z.string(),
});
export type SessionUser = z.infer<typeof SessionUser>;

/** Login answer: stored as-is in localStorage 'user'. */
export const LoginAnswer = z.object({ success: SessionUser, idToken: z.string() });
export type LoginAnswer = z.infer<typeof LoginAnswer>;
export { isLoginAnswer, sessionUserFields } from './stored-login.ts';

export const IsLoggedInAnswer = successAnswer(
  z.object({ email: z.string(), name: z.string(), refCode: z.string() }),
);
export type IsLoggedInAnswer = z.infer<typeof IsLoggedInAnswer>;

export const authMessages = {
  signedUp: 'Your account has been created. You can now log in.',
  resetRequested:
    'If an account exists for this email, we have sent a link to reset your password. The link is valid for 1 hour.',
  passwordReset: 'Your password has been changed. You can now log in with your new password.',
  loggedOut: 'You have been logged out.',
  oauthUnavailable: 'Sign-in with an external provider is not available. Use your email and password.',
  weakPassword:
    'This password is too common or too easy to guess. Choose a longer one, for example a few unrelated words.',
} as const;
