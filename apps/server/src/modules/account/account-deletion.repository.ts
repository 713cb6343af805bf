import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  checkoutSessions,
  creditReservations,
  emailChanges,
  generations,
  media,
  passwordResets,
  paymentCustomers,
  recoveryCodes,
  sessions,
  subscriptions,
  twoFactor,
  users,
} from '../../db/schema/index.ts';
import { newRefCode } from '../auth/tokens.ts';

/** The address a deleted account keeps: unique, not deliverable (.invalid), and naming nobody. */
export const deletedEmailOf = (userId: string) => `deleted-${userId}@deleted.invalid`;
export const deletedName = 'Deleted account';

/**
 * Deleting an account. The user row stays as an anonymous stub, because invoices (kept for the
 * accountants) and the credit ledger they settle against reference it; everything that names or
 * describes the person goes.
 */
export function accountDeletionRepository(db: Db) {
  return {
    mediaOf(userId: string) {
      return db.select({ id: media.id }).from(media).where(eq(media.userId, userId));
    },
    async endActivePlan(userId: string, at: Date) {
      await db
        .update(subscriptions)
        .set({ status: 'canceled', endedAt: at, cancelAtPeriodEnd: false })
        .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'active')));
    },
    /** One transaction: every token of the account (sessions first) and its personal data. */
    async eraseAndAnonymise(userId: string, at: Date) {
      await db.transaction(async (tx) => {
        await tx.delete(sessions).where(eq(sessions.userId, userId));
        await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
        await tx.delete(emailChanges).where(eq(emailChanges.userId, userId));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
        await tx.delete(generations).where(eq(generations.userId, userId));
        // Media files were removed before; rows written meanwhile (a generation finishing) go too.
        await tx.delete(media).where(eq(media.userId, userId));
        await tx.delete(creditReservations).where(eq(creditReservations.userId, userId));
        await tx.delete(checkoutSessions).where(eq(checkoutSessions.userId, userId));
        await tx.delete(paymentCustomers).where(eq(paymentCustomers.userId, userId));
        await tx
          .update(users)
          .set({
            email: deletedEmailOf(userId),
            name: deletedName,
            // Not an argon2 hash: no password ever matches it.
            passwordHash: '!deleted',
            // A fresh code: old referral links no longer point at this account.
            refCode: newRefCode(),
            referredBy: null,
            updatedAt: at,
          })
          .where(eq(users.id, userId));
      });
    },
  };
}
