import { accountSecurityMessages, errorTexts, limits } from '@penwise/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { attemptsRepository, type AttemptCaps, type Claimant } from './attempts.repository.ts';
import { checkPassword, type PasswordHasher } from './passwords.ts';
import { usersRepository } from './users.repository.ts';

export type { Claimant } from './attempts.repository.ts';

const windowMs = limits.loginFailureWindowMinutes * 60_000;
const caps: AttemptCaps = {
  perPair: limits.loginFailuresPerWindow,
  perEmail: limits.loginFailuresPerAccount,
  perAddress: limits.loginFailuresPerAddress,
};

/**
 * The login throttle, shared by every check of a password or a one-time code: guessing through
 * change-password or the two-factor routes costs the same attempts as logging in. Failures count per
 * account and address (the owner elsewhere still gets in), per account from every address, and per
 * address over every account.
 */
export function credentialGuard(db: Db, hasher: PasswordHasher) {
  const attempts = attemptsRepository(db, 'loginFailures');
  const users = usersRepository(db);

  const guard = {
    /**
     * Runs `check` as one counted attempt: claimed before it runs (429 once a limit is used up, so
     * parallel guesses cannot outrun the count), kept as a failure when it answers false, dropped when true.
     */
    async attempt(who: Claimant, at: Date, check: () => Promise<boolean>): Promise<boolean> {
      const claim = await attempts.claim(who, at, new Date(at.getTime() - windowMs), caps);
      if ('refused' in claim) {
        const text =
          claim.refused === 'perAddress' ? errorTexts.tooManyAttemptsFromAddress : errorTexts.tooManyAttempts;
        throw new AppError('too_many_attempts', 429, text);
      }
      let passed = false;
      try {
        passed = await check();
      } finally {
        if (passed) await attempts.release(claim.id);
      }
      return passed;
    },
    /** The owner got in from this address: its earlier failures there no longer count. */
    clear: (who: Claimant) => attempts.clear(who),

    /** Checks a signed-in user's password; a wrong one counts as a failed login and answers 400 on `field`. */
    async confirmPassword(who: Claimant, password: string, at: Date, field: string) {
      const right = await guard.attempt(who, at, async () => {
        const user = await users.findByEmail(who.email);
        return checkPassword(hasher, user?.passwordHash, password);
      });
      if (!right) throw new AppError('wrong_password', 400, accountSecurityMessages.wrongPassword, field);
    },
  };
  return guard;
}

export type CredentialGuard = ReturnType<typeof credentialGuard>;
