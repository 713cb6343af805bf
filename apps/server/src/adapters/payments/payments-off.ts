import { billingMessages } from '@penwise/contract';
import { AppError } from '../../errors.ts';
import type { PaymentEngine } from './payment-engine.ts';

/**
 * No payment provider: no Stripe key, and the test checkout is not allowed on this site. Nothing can be
 * bought. Plans this server billed itself (free ones, test plans from an earlier test period) keep
 * their bookkeeping: they are `test`-provider rows, cancelled and refunded in the ledger only.
 */
export interface PaymentsOffEngine extends PaymentEngine {
  readonly provider: 'test';
  readonly mode: 'off';
}

const unavailable = () => new AppError('payments_off', 503, billingMessages.paymentsOff);

export function paymentsOffEngine(): PaymentsOffEngine {
  return {
    provider: 'test',
    mode: 'off',

    createCheckout() {
      return Promise.reject(unavailable());
    },

    // No checkout was ever made here: every id is unknown.
    async retrieveCheckout() {
      return undefined;
    },

    // A plan billed by this server ends through its own row's flag, as under the test checkout.
    async cancelAtPeriodEnd() {},

    async resumeAtPeriodEnd() {},

    async cancelNow() {},

    // A plan change is a purchase.
    changePlan() {
      return Promise.reject(unavailable());
    },

    // This server charged nothing for its own plans: the refund is only the ledger's.
    async refundPayment() {
      return undefined;
    },

    // No provider can sign a webhook for this server.
    async parseWebhook() {
      throw new AppError('invalid_signature', 400, billingMessages.badSignature);
    },
  };
}
