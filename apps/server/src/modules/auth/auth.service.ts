import {
  authMessages,
  errorTexts,
  limits,
  pageLinks,
  type LoginAnswer,
  type LoginBody,
  type ResetPasswordBody,
  type SignupBody,
} from '@penwise/contract';
import type { MailSender } from '../../adapters/mail/index.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { loginFailuresRepository } from './login-failures.repository.ts';
import { passwordResetsRepository } from './password-resets.repository.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { resetEmail } from './reset-email.ts';
import { sessionsRepository } from './sessions.repository.ts';
import { hashToken, newRefCode, newToken } from './tokens.ts';
import { usersRepository } from './users.repository.ts';

export interface AuthDeps {
  db: Db;
  mail: MailSender;
  sessionTtlSeconds: number;
  /** A session unused this long ends (SESSION_IDLE_TTL). */
  sessionIdleSeconds: number;
  publicUrl: string;
  brandName: string;
  supportEmail: string;
  now?: () => Date;
}

export interface AuthenticatedUser {
  id: string;
  email: string;
  name: string;
  refCode: string;
  sessionId: string;
}

const minutes = (n: number) => n * 60_000;
// Recording every request would be a write per call; minutes of slack do not matter against days.
const touchEveryMs = minutes(5);

/** Accounts: signup, login with throttling, sessions, password reset. */
export function createAuthService(deps: AuthDeps) {
  const now = deps.now ?? (() => new Date());
  const users = usersRepository(deps.db);
  const sessions = sessionsRepository(deps.db);
  const resets = passwordResetsRepository(deps.db);
  const failures = loginFailuresRepository(deps.db);
  const failureWindow = minutes(limits.loginFailureWindowMinutes);

  const refuseOAuth = (flag: SignupBody['OAuth']) => {
    if (flag === true) throw new AppError('oauth_unavailable', 400, authMessages.oauthUnavailable, 'OAuth');
  };

  return {
    async signup(input: SignupBody): Promise<string> {
      refuseOAuth(input.OAuth);
      const passwordHash = await hashPassword(input.password);
      const created = await users.insertIfEmailFree({
        email: input.email,
        name: input.name,
        passwordHash,
        refCode: newRefCode(),
        referredBy: input.ref_code || null,
      });
      if (!created) throw new AppError('email_taken', 409, errorTexts.emailTaken, 'email');
      return authMessages.signedUp;
    },

    async login(input: LoginBody): Promise<LoginAnswer> {
      refuseOAuth(input.OAuth);
      const at = now();
      const since = new Date(at.getTime() - failureWindow);
      if ((await failures.countSince(input.email, since)) >= limits.loginFailuresPerWindow) {
        throw new AppError('too_many_attempts', 429, errorTexts.tooManyAttempts);
      }
      const user = await users.findByEmail(input.email);
      if (!user || !(await verifyPassword(user.passwordHash, input.password))) {
        await failures.record(input.email, at, since);
        throw new AppError('invalid_login_credentials', 401, errorTexts.invalidLogin);
      }
      await failures.clear(input.email);
      const token = newToken();
      const expiresAt = new Date(at.getTime() + deps.sessionTtlSeconds * 1000);
      await sessions.insert({ userId: user.id, tokenHash: hashToken(token), expiresAt, createdAt: at });
      const success = {
        email: user.email,
        name: user.name,
        idToken: token,
        expiresAt: expiresAt.toISOString(),
      };
      return { success, idToken: token };
    },

    /** The user of a live session token; 401 'Invalid token' otherwise. */
    async authenticate(token: string): Promise<AuthenticatedUser> {
      const at = now();
      const idleSince = new Date(at.getTime() - deps.sessionIdleSeconds * 1000);
      const found = await sessions.findLiveUser(hashToken(token), at, idleSince);
      if (!found) throw new AppError('invalid_token', 401, errorTexts.invalidToken);
      const { lastSeenAt, ...user } = found;
      if (at.getTime() - lastSeenAt.getTime() > touchEveryMs) await sessions.touch(user.sessionId, at);
      return user;
    },

    async logout(user: AuthenticatedUser): Promise<string> {
      await sessions.revoke(user.sessionId, now());
      return authMessages.loggedOut;
    },

    /** Same answer whether or not the email exists, so the form cannot be used to find accounts. */
    async forgotPassword(email: string): Promise<string> {
      const user = await users.findByEmail(email);
      if (!user) return authMessages.resetRequested;
      const token = newToken();
      const at = now();
      const expiresAt = new Date(at.getTime() + minutes(limits.resetLinkValidMinutes));
      await resets.insert({ userId: user.id, tokenHash: hashToken(token), expiresAt, createdAt: at });
      const link = `${deps.publicUrl}${pageLinks.resetWithToken(token)}`;
      const brand = deps.brandName;
      await deps.mail.send(
        resetEmail({ to: user.email, name: user.name, link, brand, support: deps.supportEmail }),
      );
      return authMessages.resetRequested;
    },

    /** Sets a new password from a single-use link and logs the user out everywhere. */
    async resetPassword(input: ResetPasswordBody): Promise<string> {
      const passwordHash = await hashPassword(input.password);
      const at = now();
      const done = await deps.db.transaction(async (tx) => {
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

export type AuthService = ReturnType<typeof createAuthService>;
