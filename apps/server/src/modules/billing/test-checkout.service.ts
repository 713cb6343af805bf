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
  return {
    async page(sessionId: string): Promise<CheckoutPageData | undefined> {
      const found = await deps.engine.find(sessionId);
      if (!found) return undefined;
      const product = deps.products.find((candidate) => candidate.title === found.session.product);
      return { sessionId, status: found.view.status, product, amountCents: found.session.amountCents };
    },

    /** Pays the session and runs the same fulfilment as a Stripe webhook; paying twice grants once. */
    async pay(sessionId: string): Promise<CheckoutView | undefined> {
      const view = await deps.engine.pay(sessionId);
      if (view?.status === 'complete') await deps.fulfilment.fulfilCheckout('test', view);
      return view;
    },

    cancel: (sessionId: string) => deps.engine.cancel(sessionId),

    /** Moves the billing clock `days` ahead and settles every period that has now ended. */
    async advanceClock(days: number): Promise<AdvanceClockAnswer['success']> {
      const now = await deps.clock.advance(days * dayMs);
      const done = await deps.renewals.runDue();
      return { now: now.toISOString(), ...done };
    },
  };
}

export type TestCheckout = ReturnType<typeof createTestCheckout>;
