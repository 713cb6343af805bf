import {
  accountMessages,
  confirmEmailLink,
  limits,
  type ChangeEmailBody,
  type ProfileAnswer,
} from '@penwise/contract';
import { AppError } from '../../errors.ts';
import type { AuthenticatedUser } from '../auth/auth.service.ts';
import { passwordResetsRepository } from '../auth/password-resets.repository.ts';
import { hashToken, newToken } from '../auth/tokens.ts';
import { sendQuietly, type AccountContext } from './account-context.ts';
import { accountRepository } from './account.repository.ts';
import { confirmEmailEmail, emailChangedNotice } from './email-change-email.ts';

/** Links one account may have sent in an hour: enough for a typo or two, too few to spam strangers. */
export const emailChangesPerHour = 3;
const hourMs = 3_600_000;

const emailInUse = () => new AppError('email_taken', 409, accountMessages.emailInUse, 'email');

/** The signed-in user's profile: the name at once, the e-mail address only once the new inbox confirms it. */
export function createAccountService(context: AccountContext) {
  const { db, now } = context;
  const accounts = accountRepository(db);
  const resets = passwordResetsRepository(db);
  const { brandName: brand, supportEmail: support } = context;

  return {
    async updateProfile(user: AuthenticatedUser, name: string): Promise<ProfileAnswer['success']> {
      await accounts.updateName(user.id, name, now());
      return { message: accountMessages.profileSaved, name, email: user.email };
    },

    /** Needs the password (a counted attempt); the link goes to the new address, nothing changes yet. */
    async changeEmail(user: AuthenticatedUser, input: ChangeEmailBody, address: string): Promise<string> {
      const at = now();
      await context.guard.confirmPassword({ email: user.email, address }, input.password, at, 'password');
      if (input.email === user.email) {
        throw new AppError('validation_failed', 400, accountMessages.sameEmail, 'email');
      }
      if (await accounts.emailInUse(db, input.email)) throw emailInUse();
      const token = newToken();
      const expiresAt = new Date(at.getTime() + limits.resetLinkValidMinutes * 60_000);
      // Each request mails an address we know nothing about: without a cap per account, one
      // session could send our mail to any number of strangers.
      const recorded = await accounts.requestEmailChange(
        { userId: user.id, tokenHash: hashToken(token), newEmail: input.email, createdAt: at, expiresAt },
        { since: new Date(at.getTime() - hourMs), cap: emailChangesPerHour },
      );
      if (!recorded) {
        throw new AppError('rate_limited', 429, accountMessages.tooManyEmailChanges, 'email');
      }
      const link = `${context.publicUrl}${confirmEmailLink(token)}`;
      const letter = confirmEmailEmail({ to: input.email, link, brand, support });
      await sendQuietly(context, letter, 'e-mail change link');
      return accountMessages.emailChangeSent;
    },

    /** Opens the link: the new address becomes the login, the old one is told, old reset links stop working. */
    async confirmEmail(token: string): Promise<string> {
      const at = now();
      const outcome = await db.transaction(async (tx) => {
        const change = await accounts.consumeEmailChange(tx, hashToken(token), at);
        if (!change) return undefined;
        if (await accounts.emailInUse(tx, change.newEmail)) return 'taken' as const;
        const before = await accounts.setEmail(tx, change.userId, change.newEmail, at);
        await resets.consumeAllForUser(tx, change.userId, at);
        return before && { ...before, newEmail: change.newEmail };
      });
      if (!outcome) {
        throw new AppError('validation_failed', 400, accountMessages.invalidEmailLink, 'token');
      }
      // Taken by a signup between the request and the click.
      if (outcome === 'taken') throw emailInUse();
      const notice = emailChangedNotice({
        to: outcome.email,
        name: outcome.name,
        newEmail: outcome.newEmail,
        at,
        brand,
        support,
      });
      await sendQuietly(context, notice, 'e-mail change notice');
      return accountMessages.emailConfirmed;
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
