import { accountMessages, type DeleteAccountBody } from '@penwise/contract';
import type { PaymentEngine } from '../../adapters/payments/index.ts';
import { AppError } from '../../errors.ts';
import type { AuthenticatedUser } from '../auth/auth.service.ts';
import type { TwoFactorService } from '../auth/two-factor.service.ts';
import { subscriptionsRepository } from '../billing/subscriptions.repository.ts';
import type { MediaService } from '../media/media.service.ts';
import { sendQuietly, type AccountContext } from './account-context.ts';
import { accountDeletionRepository } from './account-deletion.repository.ts';
import { accountDeletedNotice } from './email-change-email.ts';

export interface DeletionDeps {
  twoFactor: TwoFactorService;
  payments: PaymentEngine;
  media: MediaService;
}

/** Closing an account: the plan ends at the provider, tokens, history and media go, invoices stay anonymous. */
export function createAccountDeletion(context: AccountContext, deps: DeletionDeps) {
  const { db, now } = context;
  const deletion = accountDeletionRepository(db);
  const subscriptions = subscriptionsRepository(db);

  /** Login's second step, answered as a form error: a 401 would read as "logged out" to the web app. */
  async function requireSecondFactor(user: AuthenticatedUser, address: string, otp: string | undefined) {
    try {
      await deps.twoFactor.checkLogin(user.id, { email: user.email, address }, otp, now());
    } catch (error) {
      if (!(error instanceof AppError) || error.status !== 401) throw error;
      const text = error.code === 'two_factor_required' ? accountMessages.codeRequired : error.message;
      throw new AppError(error.code, 400, text, 'otp');
    }
  }

  /** Ends the plan at once at the provider first: if that fails nothing is deleted and the user may retry. */
  async function endPlan(userId: string) {
    const active = await subscriptions.findActive(userId);
    if (!active) return;
    if (active.provider === deps.payments.provider) {
      await deps.payments.cancelNow(active.providerSubscriptionId);
    }
    await deletion.endActivePlan(userId, now());
  }

  return {
    async deleteAccount(user: AuthenticatedUser, input: DeleteAccountBody, address: string): Promise<string> {
      await context.guard.confirmPassword({ email: user.email, address }, input.password, now(), 'password');
      await requireSecondFactor(user, address, input.otp);
      await endPlan(user.id);
      // Files before rows: should anything fail later, a retry still finds the account and finishes.
      for (const item of await deletion.mediaOf(user.id)) await deps.media.remove(item.id, user.id);
      await deletion.eraseAndAnonymise(user.id, now());
      const letter = {
        to: user.email,
        name: user.name,
        brand: context.brandName,
        support: context.supportEmail,
      };
      await sendQuietly(context, accountDeletedNotice(letter), 'account deletion notice');
      return accountMessages.accountDeleted;
    },
  };
}

export type AccountDeletion = ReturnType<typeof createAccountDeletion>;
