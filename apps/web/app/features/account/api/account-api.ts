import {
  accountPaths,
  ChangeEmailBody,
  ConfirmEmailBody,
  DeleteAccountBody,
  MessageAnswer,
  ProfileAnswer,
  UpdateProfileBody,
} from '@penwise/contract';
import { apiPost } from '~/lib/api-client';

/** POST /api/auth/update-profile: the new display name. */
export function updateProfile(values: Omit<UpdateProfileBody, 'user'>) {
  return apiPost(accountPaths.updateProfile, UpdateProfileBody.parse(values), ProfileAnswer);
}

/** POST /api/auth/change-email: a link goes to the new address; the login changes once it is opened. */
export function changeEmail(values: Omit<ChangeEmailBody, 'user'>) {
  return apiPost(accountPaths.changeEmail, ChangeEmailBody.parse(values), MessageAnswer);
}

/** POST /api/auth/confirm-email: the token from the e-mailed link. */
export function confirmEmail(token: string) {
  return apiPost(accountPaths.confirmEmail, ConfirmEmailBody.parse({ token }), MessageAnswer);
}

/** POST /api/auth/delete-account: the password, and a code when two-factor is on. */
export function deleteAccount(values: { password: string; otp: string }) {
  const otp = values.otp.trim();
  const body = DeleteAccountBody.parse({ password: values.password, ...(otp ? { otp } : {}) });
  return apiPost(accountPaths.deleteAccount, body, MessageAnswer);
}
