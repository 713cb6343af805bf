import { authMessages, errorTexts, limits, pageLinks, type ResetPasswordBody } from '@penwise/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { MailSender } from '../../adapters/mail/index.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { attemptsRepository, type AttemptCaps } from './attempts.repository.ts';
import { passwordResetsRepository } from './password-resets.repository.ts';
import { assertStrongPassword } from './password-strength.ts';
import type { PasswordHasher } from './passwords.ts';
import { resetEmail } from './reset-email.ts';
import { sessionsRepository } from './sessions.repository.ts';
import { hashToken, newToken } from './tokens.ts';
import { usersRepository } from './users.repository.ts';

export interface PasswordResetDeps {
  db: Db;
  mail: MailSender;
  passwords: PasswordHasher;
  publicUrl: string;
  brandName: string;
  supportEmail: string;
  now: () => Date;
  log?: Pick<FastifyBaseLogger, 'error'> | undefined;
}

const hourMs = 3_600_000;
// No per-pair cap: the account's and the address's are the limits here.
const caps: AttemptCaps = {
  perPair: Number.POSITIVE_INFINITY,
  perEmail: limits.resetEmailsPerAccountPerHour,
  perAddress: limits.resetRequestsPerAddressPerHour,
};

/** Forgotten passwords: the e-mailed single-use link, and setting a new password with it. */
export function createPasswordResetService(deps: PasswordResetDeps) {
  const { db, now } = deps;
  const users = usersRepository(db);
  const sessions = sessionsRepository(db);
  const resets = passwordResetsRepository(db);
  const requests = attemptsRepository(db, 'passwordResetRequests');

  const deliver = (message: Parameters<MailSender['send']>[0]) => {
    deps.mail.send(message).catch((error: unknown) => {
      // The answer is already given (and must not differ for unknown emails): the operator sees it.
      deps.log?.error({ err: error }, 'password reset e-mail not sent');
    });
  };

  return {
    /**
     * Same answer whether or not the email exists, so the form cannot be used to find accounts. An
     * account gets at most a few e-mails an hour (more requests get the same answer, no e-mail), and
     * one address may ask only so often (429). The e-mail goes out after the answer, so its delay
     * does not tell a known email from an unknown one.
     */
    async forgotPassword(email: string, address: string): Promise<string> {
      const at = now();
      const claim = await requests.claim({ email, address }, at, new Date(at.getTime() - hourMs), caps);
      if ('refused' in claim && claim.refused === 'perAddress') {
        throw new AppError('too_many_reset_requests', 429, errorTexts.tooManyResetRequests);
      }
      if ('refused' in claim) return authMessages.resetRequested;
      const user = await users.findByEmail(email);
      if (!user) return authMessages.resetRequested;
      const token = newToken();
      const expiresAt = new Date(at.getTime() + limits.resetLinkValidMinutes * 60_000);
      await resets.insert({ userId: user.id, tokenHash: hashToken(token), expiresAt, createdAt: at });
      const link = `${deps.publicUrl}${pageLinks.resetWithToken(token)}`;
      deliver(
        resetEmail({
          to: user.email,
          name: user.name,
          link,
          brand: deps.brandName,
          support: deps.supportEmail,
        }),
      );
      return authMessages.resetRequested;
    },

    /** Sets a new password from a single-use link and logs the user out everywhere. */
    async resetPassword(input: ResetPasswordBody): Promise<string> {
      await assertStrongPassword(input.password, 'password');
      const passwordHash = await deps.passwords.hash(input.password);
      const at = now();
      const done = await db.transaction(async (tx) => {
        const reset = await resets.consume(tx, hashToken(input.token), at);
        if (!reset) return false;
        await users.updatePassword(tx, reset.userId, passwordHash, at);
        await resets.consumeAllForUser(tx, reset.userId, at);
        await sessions.revokeAllForUser(tx, reset.userId, at);
        return true;
      });
      if (!done) throw new AppError('invalid_reset_token', 400, errorTexts.invalidResetToken, 'token');
      return authMessages.passwordReset;
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
