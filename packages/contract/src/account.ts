import { z } from 'zod';
import { CurrentPassword, Email, PersonName, UserIdentity } from './auth.ts';
import { limits } from './limits.ts';
import { OneTimeCode } from './one-time-code.ts';

/** The signed-in user's own data: profile changes, the data export and closing the account. */
export const accountPaths = {
  updateProfile: '/api/auth/update-profile',
  /** Sends a confirmation link to the new address; nothing changes until it is opened. */
  changeEmail: '/api/auth/change-email',
  /** The link's token: makes the new address the login. */
  confirmEmail: '/api/auth/confirm-email',
  /** Answers application/zip: the profile, ledger, invoices, history and media files. */
  exportData: '/api/auth/export',
  deleteAccount: '/api/auth/delete-account',
} as const;

export { confirmEmailLink, confirmEmailPage } from './account-pages.ts';

// The same name rules as at signup: one schema for both.
export const UpdateProfileBody = z.object({ name: PersonName, user: UserIdentity });
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;

export const ChangeEmailBody = z.object({ email: Email, password: CurrentPassword, user: UserIdentity });
export type ChangeEmailBody = z.infer<typeof ChangeEmailBody>;

export const ConfirmEmailBody = z.object({
  token: z.string().min(1, 'The link is incomplete.').max(limits.tokenMax, 'The link is not valid.'),
});
export type ConfirmEmailBody = z.infer<typeof ConfirmEmailBody>;

export const DeleteAccountBody = z.object({
  password: CurrentPassword,
  /** Needed when two-factor authentication is on: a code from the app or a recovery code. */
  otp: OneTimeCode.optional(),
  user: UserIdentity,
});
export type DeleteAccountBody = z.infer<typeof DeleteAccountBody>;

export const ExportBody = z.object({ user: UserIdentity }).nullish();

/** The profile as update-profile answers it. */
export const ProfileAnswer = z.object({
  success: z.object({ message: z.string(), name: z.string(), email: z.string() }),
});
export type ProfileAnswer = z.infer<typeof ProfileAnswer>;

export const accountMessages = {
  profileSaved: 'Your name has been saved.',
  emailChangeSent:
    'Check your new inbox: we have sent a link to confirm the new address. Your login stays the same until you open it.',
  sameEmail: 'This is already your email address.',
  emailInUse: 'This email address cannot be used. Choose another one.',
  emailConfirmed: 'Your email address has been changed. Use the new one to log in.',
  invalidEmailLink: 'This confirmation link is invalid or has expired. Ask for a new one in your settings.',
  accountDeleted: 'Your account has been deleted.',
  codeRequired: 'Enter a code from your authenticator app (or a recovery code) to delete your account.',
  tooManyEmailChanges:
    'You have asked for too many confirmation links. Use the latest one we sent, or try again in an hour.',
} as const;
