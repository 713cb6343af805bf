import type { Product, VerifySessionAnswer } from '@penwise/contract';

export interface Period {
  start: Date;
  end: Date;
}

export interface CheckoutRequest {
  user: { id: string; email: string };
  product: Product;
  refCode?: string | undefined;
  successUrl: string;
  cancelUrl: string;
}

/** A checkout session as the provider reports it: the verify-session answer plus what fulfilment needs. */
export interface CheckoutView extends VerifySessionAnswer {
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
}

export interface EndedSubscription {
  subscriptionId: string;
  metadata: Record<string, string>;
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
  | { kind: 'ignored' }
);

/** A card payment provider: hosted checkout, subscription cancellation, refunds, signed webhooks. */
export interface PaymentEngine {
  readonly provider: 'stripe' | 'test';
  createCheckout(request: CheckoutRequest): Promise<{ sessionId: string; url: string }>;
  /** undefined when the provider has no such session. */
  retrieveCheckout(sessionId: string): Promise<CheckoutView | undefined>;
  cancelAtPeriodEnd(subscriptionId: string): Promise<void>;
  /**
   * Refunds what is left of a payment. Undefined when no money moves: the test checkout charged
   * nothing, or the provider had refunded the payment in full already.
   */
  refundPayment(request: RefundRequest): Promise<ProviderRefund | undefined>;
  /** Verifies the signature on the raw body; throws AppError invalid_signature when it is bad or stale. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): Promise<PaymentEvent>;
}
