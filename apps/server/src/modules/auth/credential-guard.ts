import { accountSecurityMessages, errorTexts, limits } from '@penwise/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { loginFailuresRepository } from './login-failures.repository.ts';
import { verifyPassword } from './passwords.ts';
import { usersRepository } from './users.repository.ts';

const windowMs = limits.loginFailureWindowMinutes * 60_000;

/**
 * The per-email failure throttle of login, shared by every check of a password or a one-time code:
 * guessing through change-password or the two-factor routes costs the same attempts as logging in.
 */
export function credentialGuard(db: Db) {
  const failures = loginFailuresRepository(db);
  const users = usersRepository(db);
  const windowStart = (at: Date) => new Date(at.getTime() - windowMs);

  const guard = {
    /** 429 once the email has used up its failures in the window. */
    async assertOpen(email: string, at: Date) {
      if ((await failures.countSince(email, windowStart(at))) >= limits.loginFailuresPerWindow) {
        throw new AppError('too_many_attempts', 429, errorTexts.tooManyAttempts);
      }
    },
    fail: (email: string, at: Date) => failures.record(email, at, windowStart(at)),
    clear: (email: string) => failures.clear(email),

    /** Checks a signed-in user's password; a wrong one counts as a failed login and answers 400 on `field`. */
    async confirmPassword(email: string, password: string, at: Date, field: string) {
      await guard.assertOpen(email, at);
      const user = await users.findByEmail(email);
      if (user && (await verifyPassword(user.passwordHash, password))) return;
      await guard.fail(email, at);
      throw new AppError('wrong_password', 400, accountSecurityMessages.wrongPassword, field);
    },
  };
  return guard;
}

export type CredentialGuard = ReturnType<typeof credentialGuard>;
