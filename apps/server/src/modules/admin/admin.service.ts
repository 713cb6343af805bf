import { randomUUID } from 'node:crypto';
import type { PaymentEngine } from '../../adapters/payments/index.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { usersRepository } from '../auth/users.repository.ts';
import { sessionsRepository } from '../auth/sessions.repository.ts';
import type { Refunds } from '../billing/refunds.service.ts';
import type { CreditsService, Grant } from '../credits/credits.service.ts';
import { adminRepository } from './admin.repository.ts';
import { createInvoiceRefund } from './invoice-refund.service.ts';

/** Every credit change an operator makes is a ledger row with this reason, never a raw balance edit. */
export const adminReason = 'admin';

export interface AdminDeps {
  db: Db;
  credits: CreditsService;
  /** The configured payment provider and the billing refunds: refund-invoice goes through both. */
  engine: PaymentEngine;
  refunds: Refunds;
  now?: () => Date;
}

/** Operator commands (npm run admin): look up users, grant or remove credits, refund, revoke sessions. */
export function createAdminService(deps: AdminDeps) {
  const { db, credits } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = adminRepository(db);
  const usersRepo = usersRepository(db);
  const sessions = sessionsRepository(db);

  async function userOf(email: string) {
    const user = await usersRepo.findByEmail(email.trim().toLowerCase());
    if (!user) throw new AppError('not_found', 404, `No user with the e-mail ${email}.`);
    return user;
  }

  function amountOf(credits: number) {
    if (!Number.isSafeInteger(credits) || credits <= 0) {
      throw new AppError('validation_failed', 400, 'Credits must be a whole number above 0.');
    }
    return credits;
  }

  /** One ledger change by an operator: its own key, reason admin, the note as reference. */
  async function adminGrant(email: string, amount: number, note?: string): Promise<Grant> {
    const user = await userOf(email);
    const grant: Grant = {
      userId: user.id,
      credits: amountOf(amount),
      reason: adminReason,
      idempotencyKey: `admin:${randomUUID()}`,
    };
    if (note) grant.reference = note;
    return grant;
  }

  return {
    listUsers: (search?: string, limit = 50) => repo.listUsers(search, limit),

    async account(email: string, ledgerRows = 20) {
      const user = await userOf(email);
      return {
        user,
        balance: await credits.balance(user.id),
        ledger: await repo.ledger(user.id, ledgerRows),
      };
    },

    /** Adds pack credits (they never expire); `note` lands in the ledger row's reference. */
    async grant(email: string, amount: number, note?: string) {
      const grant = await adminGrant(email, amount, note);
      await db.transaction((tx) => credits.grantPackCredits(tx, grant));
      return credits.balance(grant.userId);
    },

    /** Takes credits back, pack credits first; what the user does not have is recorded as shortfall. */
    async remove(email: string, amount: number, note?: string) {
      const grant = await adminGrant(email, amount, note);
      const taken = await db.transaction((tx) => credits.clawBack(tx, { ...grant, from: 'x' }));
      return { ...(taken ?? { taken: 0, shortfall: 0 }), balance: await credits.balance(grant.userId) };
    },

    /** Refunds an invoice in full through its provider, then claws its credits back (reason refund). */
    refundInvoice: createInvoiceRefund({
      engine: deps.engine,
      refunds: deps.refunds,
      credits,
      emailOf: (userId) => repo.emailOf(userId),
    }),

    /** Logs the user out everywhere. */
    async revokeSessions(email: string): Promise<void> {
      const user = await userOf(email);
      await db.transaction((tx) => sessions.revokeAllForUser(tx, user.id, now()));
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
