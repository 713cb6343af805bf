import type { AdvanceClockAnswer, Product } from '@penwise/contract';
import type { CheckoutView, TestCheckoutEngine } from '../../adapters/payments/index.ts';
import type { BillingClock } from './billing-clock.ts';
import type { Fulfilment } from './fulfilment.service.ts';
import type { Renewals } from './renewals.service.ts';

export interface TestCheckoutDeps {
  engine: TestCheckoutEngine;
  fulfilment: Fulfilment;
  renewals: Renewals;
  clock: BillingClock;
  products: readonly Product[];
}

/** What the checkout page shows. */
export interface CheckoutPageData {
  sessionId: string;
  status: CheckoutView['status'];
  product: Product | undefined;
  amountCents: number;
}

const dayMs = 86_400_000;

/** The built-in checkout's page actions and its clock (test mode only). */
export function createTestCheckout(deps: TestCheckoutDeps) {
  /** Whether the session exists and `userId` started it: another user's checkout is as unknown as none. */
  async function isOwnedBy(sessionId: string, userId: string): Promise<boolean> {
    return (await deps.engine.find(sessionId))?.session.userId === userId;
  }

  return {
    async page(sessionId: string): Promise<CheckoutPageData | undefined> {
      const found = await deps.engine.find(sessionId);
      if (!found) return undefined;
      const product = deps.products.find((candidate) => candidate.title === found.session.product);
      return { sessionId, status: found.view.status, product, amountCents: found.session.amountCents };
    },

    /**
     * Pays the session for the user who started it and runs the same fulfilment as a Stripe webhook;
     * paying twice grants once. Undefined for anyone else: nothing is paid.
     */
    async pay(sessionId: string, userId: string): Promise<CheckoutView | undefined> {
      if (!(await isOwnedBy(sessionId, userId))) return undefined;
      const view = await deps.engine.pay(sessionId);
      if (view?.status === 'complete') await deps.fulfilment.fulfilCheckout('test', view);
      return view;
    },

    /** Expires the session for the user who started it; undefined (nothing changed) for anyone else. */
    async cancel(sessionId: string, userId: string): Promise<CheckoutView | undefined> {
      if (!(await isOwnedBy(sessionId, userId))) return undefined;
      return deps.engine.cancel(sessionId);
    },

    /** Moves the billing clock `days` ahead and settles every period that has now ended. */
    async advanceClock(days: number): Promise<AdvanceClockAnswer['success']> {
      const now = await deps.clock.advance(days * dayMs);
      const done = await deps.renewals.runDue();
      return { now: now.toISOString(), ...done };
    },
  };
}

export type TestCheckout = ReturnType<typeof createTestCheckout>;
