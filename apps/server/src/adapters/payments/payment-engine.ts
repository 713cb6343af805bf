import type { Product, VerifySessionAnswer } from '@penwise/contract';

export interface Period {
  start: Date;
  end: Date;
}

export interface CheckoutRequest {
  user: { id: string; email: string };
  /** The user's provider customer, when one is known: the checkout reuses it instead of making another. */
  customerId?: string | undefined;
  product: Product;
  refCode?: string | undefined;
  successUrl: string;
  cancelUrl: string;
}

/**
 * A checkout session as the provider reports it: the verify-session answer plus what fulfilment needs,
 * with all its metadata (the owner's user id included, which verify-session does not answer).
 */
export interface CheckoutView extends Omit<VerifySessionAnswer, 'metadata'> {
  metadata: Record<string, string>;
  mode: 'payment' | 'subscription';
  /** What the provider says was charged; null when it does not say. */
  amountCents: number | null;
  customerId?: string | undefined;
  subscriptionId?: string | undefined;
  /** The subscription's first invoice. */
  invoiceId?: string | undefined;
  paymentIntentId?: string | undefined;
  /** The subscription period this payment opened. */
  period?: Period | undefined;
}

/** A paid subscription invoice (first or renewal) with the subscription's metadata. */
export interface PaidInvoice {
  invoiceId: string;
  subscriptionId: string;
  customerId?: string | undefined;
  amountCents: number;
  period: Period;
  metadata: Record<string, string>;
  /** The plan this invoice pays for when the engine states it (a plan change, a renewal after a downgrade). */
  product?: string | undefined;
}

/**
 * Moves a subscription to another plan. `now`: at once, prorated (the new period starts at `at`, the
 * unused part of the current one is credited); `period_end`: from the next period on, nothing charged now,
 * which also clears a cancellation at period end (so a change back to the current plan undoes both).
 */
export interface PlanChangeRequest {
  subscriptionId: string;
  userId: string;
  current: Product;
  next: Product;
  /** The current paid period. */
  period: Period;
  at: Date;
  when: 'now' | 'period_end';
}

export interface EndedSubscription {
  subscriptionId: string;
  metadata: Record<string, string>;
}

/** A subscription invoice the provider could not collect (the card was declined). */
export interface FailedInvoice {
  invoiceId: string;
  subscriptionId: string;
  /** The period the invoice bills for. */
  period: Period;
  metadata: Record<string, string>;
}

/** A subscription changed at the provider (its dashboard, its customer portal, or Penwise's own calls). */
export interface UpdatedSubscription {
  subscriptionId: string;
  customerId?: string | undefined;
  metadata: Record<string, string>;
  cancelAtPeriodEnd: boolean;
  /** The product its price names (price metadata `product` or lookup key), when it names one. */
  priceProduct?: string | undefined;
  /** The price's monthly amount, to recognise a catalogue plan by price when it names no product. */
  unitAmountCents?: number | undefined;
  /** The invoice the change produced (a proration), when there is one. */
  latestInvoiceId?: string | undefined;
}

/** A card dispute (chargeback) on a payment; `outcome` is set once it is closed. */
export interface Dispute {
  id: string;
  paymentIntentId?: string | undefined;
  invoiceId?: string | undefined;
  amountCents: number;
  /** lost: the money went back to the cardholder; released: won, or an inquiry closed without a chargeback. */
  outcome?: 'lost' | 'released' | undefined;
}

/** A refund of (part of) a payment; amounts are the payment's totals so far, as the provider reports them. */
export interface Refund {
  paymentIntentId?: string | undefined;
  invoiceId?: string | undefined;
  amountCents: number;
  refundedCents: number;
}

/** The payment to refund: its payment intent, or the provider invoice it paid. */
export interface RefundRequest {
  paymentIntentId?: string | undefined;
  invoiceId?: string | undefined;
}

/** A refund the provider made: money on its way back to the buyer. */
export interface ProviderRefund {
  id: string;
  paymentIntentId: string;
  amountCents: number;
  /** The provider's word: succeeded, or pending while the card network processes it. */
  status: string;
}

/** A verified provider event, reduced to what Penwise acts on. */
export type PaymentEvent = { id: string; type: string } & (
  | { kind: 'checkout_completed'; checkoutId: string }
  | { kind: 'invoice_paid'; invoice: PaidInvoice }
  | { kind: 'subscription_ended'; subscription: EndedSubscription }
  | { kind: 'payment_refunded'; refund: Refund }
  | { kind: 'invoice_failed'; invoice: FailedInvoice }
  | { kind: 'subscription_updated'; subscription: UpdatedSubscription }
  | { kind: 'dispute_opened' | 'dispute_closed'; dispute: Dispute }
  | { kind: 'ignored' }
);

/** A card payment provider: hosted checkout, subscription cancellation, refunds, signed webhooks. */
export interface PaymentEngine {
  readonly provider: 'stripe' | 'test';
  createCheckout(request: CheckoutRequest): Promise<{ sessionId: string; url: string }>;
  /** undefined when the provider has no such session. */
  retrieveCheckout(sessionId: string): Promise<CheckoutView | undefined>;
  cancelAtPeriodEnd(subscriptionId: string): Promise<void>;
  /** Undoes cancelAtPeriodEnd: the subscription renews again. */
  resumeAtPeriodEnd(subscriptionId: string): Promise<void>;
  /**
   * Refunds what is left of a payment. Undefined when no money moves: the test checkout charged
   * nothing, or the provider had refunded the payment in full already.
   */
  refundPayment(request: RefundRequest): Promise<ProviderRefund | undefined>;
  /** Makes the provider customer of a user (once: the key is the user id); absent when the engine has none. */
  createCustomer?(user: { id: string; email: string }): Promise<string>;
  /** A link to the provider's customer portal (card, invoices, cancellation); absent when there is none. */
  createPortalSession?(customerId: string, returnUrl: string): Promise<string>;
  /**
   * Changes the plan of a subscription (see PlanChangeRequest). Answers the change's invoice once it is
   * paid, undefined when nothing is charged now or the provider has not collected it yet (its paid-invoice
   * event applies it then). Charging `now` twice for the same period and plan charges once.
   */
  changePlan(request: PlanChangeRequest): Promise<PaidInvoice | undefined>;
  /** Ends a subscription at once, billing nothing more (a duplicate plan whose payment was refunded). */
  cancelNow(subscriptionId: string): Promise<void>;
  /** Verifies the signature on the raw body; throws AppError invalid_signature when it is bad or stale. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): Promise<PaymentEvent>;
}
