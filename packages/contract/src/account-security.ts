import { z } from 'zod';
import { CurrentPassword, NewPassword, UserIdentity } from './auth.ts';

/** POST /api/auth/change-password: the new password follows the signup rules. */
export const ChangePasswordBody = z.object({
  current_password: CurrentPassword,
  new_password: NewPassword,
  user: UserIdentity,
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

export const accountSecurityMessages = {
  passwordChanged: 'Your password has been changed. Every other device has been logged out.',
  loggedOutEverywhere: 'You have been logged out on every device.',
  wrongPassword: 'Your current password is not correct.',
  samePassword: 'Choose a new password that differs from your current one.',
} as const;
