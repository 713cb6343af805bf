import {
  authMessages,
  errorTexts,
  type LoginAnswer,
  type LoginBody,
  type ResetPasswordBody,
  type SignupBody,
} from '@penwise/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { MailSender } from '../../adapters/mail/index.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { createAccountSecurityService } from './account-security.service.ts';
import { credentialGuard } from './credential-guard.ts';
import { createPasswordResetService } from './password-reset.service.ts';
import { assertStrongPassword } from './password-strength.ts';
import { argon2Hasher, checkPassword, type PasswordHasher } from './passwords.ts';
import { securityEmail, type SecurityNotice } from './security-email.ts';
import { sessionsRepository } from './sessions.repository.ts';
import { createLiveSessions } from './live-sessions.ts';
import { hashToken, newRefCode, newToken } from './tokens.ts';
import { createTwoFactorService, type AccountOwner } from './two-factor.service.ts';
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
  /** Where a security notice or reset link that could not be e-mailed is reported. */
  log?: Pick<FastifyBaseLogger, 'error'>;
  /** argon2id unless a test counts the checks. */
  passwords?: PasswordHasher;
}

export interface AuthenticatedUser {
  id: string;
  email: string;
  name: string;
  refCode: string;
  sessionId: string;
}

/**
 * Accounts: signup, login with throttling and two-factor, sessions, password reset; `security` and
 * `twoFactor` are the signed-in user's own settings.
 */
export function createAuthService(deps: AuthDeps) {
  const now = deps.now ?? (() => new Date());
  const users = usersRepository(deps.db);
  const sessions = sessionsRepository(deps.db);
  const live = createLiveSessions({ db: deps.db, now, sessionIdleSeconds: deps.sessionIdleSeconds });
  const passwords = deps.passwords ?? argon2Hasher;
  const guard = credentialGuard(deps.db, passwords);

  const notify = async (owner: AccountOwner, notice: SecurityNotice) => {
    const message = {
      to: owner.email,
      name: owner.name,
      notice,
      brand: deps.brandName,
      support: deps.supportEmail,
    };
    try {
      await deps.mail.send(securityEmail(message));
    } catch (error) {
      // The change is already made: a mail outage must not turn it into an error the user retries.
      deps.log?.error({ err: error }, 'security notice not e-mailed');
    }
  };
  const twoFactor = createTwoFactorService({ db: deps.db, guard, brandName: deps.brandName, now, notify });
  const security = createAccountSecurityService({ db: deps.db, guard, passwords, now, notify });
  const resets = createPasswordResetService({ ...deps, passwords, now, log: deps.log });

  const refuseOAuth = (flag: SignupBody['OAuth']) => {
    if (flag === true) throw new AppError('oauth_unavailable', 400, authMessages.oauthUnavailable, 'OAuth');
  };

  return {
    twoFactor,
    security,

    async signup(input: SignupBody): Promise<string> {
      refuseOAuth(input.OAuth);
      await assertStrongPassword(input.password, 'password', [input.email, input.name]);
      const passwordHash = await passwords.hash(input.password);
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

    /** Login from `address`: the password (then the second step) are counted attempts of the throttle. */
    async login(input: LoginBody, address: string): Promise<LoginAnswer> {
      refuseOAuth(input.OAuth);
      const at = now();
      const who = { email: input.email, address };
      const user = await users.findByEmail(input.email);
      // An unknown email checks a dummy hash: it costs the same time as a known one.
      const right = await guard.attempt(who, at, () =>
        checkPassword(passwords, user?.passwordHash, input.password),
      );
      if (!right || !user) throw new AppError('invalid_login_credentials', 401, errorTexts.invalidLogin);
      // Failures are cleared only after the second step, so a known password does not reset code guessing.
      await twoFactor.checkLogin(user.id, who, input.otp, at);
      await guard.clear(who);
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
    authenticate: (token: string): Promise<AuthenticatedUser> => live.authenticate(token),

    async logout(user: AuthenticatedUser): Promise<string> {
      await sessions.revoke(user.sessionId, now());
      return authMessages.loggedOut;
    },

    forgotPassword: (email: string, address: string) => resets.forgotPassword(email, address),
    resetPassword: (input: ResetPasswordBody) => resets.resetPassword(input),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
