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

const emailInUse = () => new AppError('email_taken', 409, accountMessages.emailInUse, 'email');

/** The signed-in user's profile: the name at once, the e-mail address only once the new inbox confirms it. */
export function createAccountService(context: AccountContext) {
  const { db, now } = context;
  const accounts = accountRepository(db);
  const resets = passwordResetsRepository(db);
  const letter = (to: string, name: string) => ({
    to,
    name,
    brand: context.brandName,
    support: context.supportEmail,
  });

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
      await accounts.insertEmailChange({
        userId: user.id,
        tokenHash: hashToken(token),
        newEmail: input.email,
        createdAt: at,
        expiresAt,
      });
      const link = `${context.publicUrl}${confirmEmailLink(token)}`;
      await sendQuietly(
        context,
        confirmEmailEmail({ ...letter(input.email, user.name), link }),
        'e-mail change link',
      );
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
        ...letter(outcome.email, outcome.name),
        newEmail: outcome.newEmail,
      });
      await sendQuietly(context, notice, 'e-mail change notice');
      return accountMessages.emailConfirmed;
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
