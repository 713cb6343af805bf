import { accountSecurityMessages, type ChangePasswordBody } from '@penwise/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { AuthenticatedUser } from './auth.service.ts';
import type { CredentialGuard } from './credential-guard.ts';
import type { PasswordHasher } from './passwords.ts';
import { assertStrongPassword } from './password-strength.ts';
import { passwordResetsRepository } from './password-resets.repository.ts';
import type { SecurityNotice } from './security-email.ts';
import { sessionsRepository } from './sessions.repository.ts';
import { usersRepository } from './users.repository.ts';

export interface AccountSecurityDeps {
  db: Db;
  guard: CredentialGuard;
  passwords: PasswordHasher;
  now: () => Date;
  notify: (owner: AuthenticatedUser, notice: SecurityNotice) => Promise<void>;
}

/** A signed-in user's own security: change the password, log out on every device. */
export function createAccountSecurityService(deps: AccountSecurityDeps) {
  const { db, guard, now } = deps;
  const users = usersRepository(db);
  const sessions = sessionsRepository(db);
  const resets = passwordResetsRepository(db);

  return {
    /** Needs the current password; this session stays, every other one ends, as do pending reset links. */
    async changePassword(
      user: AuthenticatedUser,
      input: ChangePasswordBody,
      address: string,
    ): Promise<string> {
      const at = now();
      const who = { email: user.email, address };
      await guard.confirmPassword(who, input.current_password, at, 'current_password');
      if (input.new_password === input.current_password) {
        throw new AppError('validation_failed', 400, accountSecurityMessages.samePassword, 'new_password');
      }
      await assertStrongPassword(input.new_password, 'new_password', [user.email, user.name]);
      const passwordHash = await deps.passwords.hash(input.new_password);
      await db.transaction(async (tx) => {
        await users.updatePassword(tx, user.id, passwordHash, at);
        await sessions.revokeAllForUser(tx, user.id, at, user.sessionId);
        await resets.consumeAllForUser(tx, user.id, at);
      });
      await deps.notify(user, 'passwordChanged');
      return accountSecurityMessages.passwordChanged;
    },

    /** Ends every session of the user, this one included. */
    async logoutEverywhere(user: AuthenticatedUser): Promise<string> {
      await sessions.revokeAllForUser(db, user.id, now());
      return accountSecurityMessages.loggedOutEverywhere;
    },
  };
}

export type AccountSecurityService = ReturnType<typeof createAccountSecurityService>;
