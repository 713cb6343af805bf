import { billingMessages, pagePaths } from '@penwise/contract';
import type { PaymentEngine } from '../../adapters/payments/index.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { paymentCustomersRepository } from './payment-customers.repository.ts';

export interface PaymentCustomersDeps {
  db: Db;
  engine: PaymentEngine;
  publicUrl: string;
}

/** One provider customer per user: made at the first checkout, reused by every later one and the portal. */
export function createPaymentCustomers(deps: PaymentCustomersDeps) {
  const customers = paymentCustomersRepository(deps.db);

  return {
    /** The customer a new checkout is for; undefined when the engine has no customers (the test checkout). */
    async forCheckout(user: { id: string; email: string }): Promise<string | undefined> {
      if (!deps.engine.createCustomer) return undefined;
      const known = await customers.findForUser(user.id);
      if (known) return known;
      // Made before it is stored: the provider's idempotency key makes a concurrent twin the same customer.
      return customers.remember(user.id, await deps.engine.createCustomer(user));
    },

    /** Whether the customer portal can open for this user: a provider that has one, and a customer. */
    async canManage(userId: string): Promise<boolean> {
      return 'createPortalSession' in deps.engine && (await customers.findForUser(userId)) !== undefined;
    },

    /** A customer portal link that returns to /billing. */
    async portalLink(userId: string): Promise<string> {
      const customerId = deps.engine.createPortalSession ? await customers.findForUser(userId) : undefined;
      if (!customerId || !deps.engine.createPortalSession) {
        throw new AppError('billing_portal_unavailable', 409, billingMessages.billingPortalUnavailable);
      }
      return deps.engine.createPortalSession(customerId, `${deps.publicUrl}${pagePaths.billing}`);
    },
  };
}

export type PaymentCustomers = ReturnType<typeof createPaymentCustomers>;
