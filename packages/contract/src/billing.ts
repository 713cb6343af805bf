import { z } from 'zod';
import { MessageAnswer, successAnswer } from './answers.ts';
import { RefCode, UserIdentity } from './auth.ts';

const ProductTitle = z.string().trim().min(1, 'Choose a plan or a pack.').max(100);

/** SPEC §3 purchase info, as the web app keeps it in browser storage. Only `product` and `ref_code` are trusted. */
export const PurchaseInfo = z.looseObject({
  product: ProductTitle,
  sales: z.union([z.number(), z.string()]).optional(),
  type: z.union([z.boolean(), z.string()]).optional(),
  fee: z.union([z.number(), z.string()]).optional(),
  credits: z.union([z.number(), z.string()]).optional(),
  revenue: z.union([z.number(), z.string()]).optional(),
  email: z.string().optional(),
  ref_code: z.union([RefCode, z.literal('')]).optional(),
  status: z.string().optional(),
  sessionId: z.string().optional(),
});
export type PurchaseInfo = z.infer<typeof PurchaseInfo>;

/** create-checkout-session: the product by name (or the whole purchase info); prices sent are ignored. */
export const CreateCheckoutBody = z.object({
  product: z.union([ProductTitle, PurchaseInfo]),
  ref_code: z.union([RefCode, z.literal('')]).optional(),
  user: UserIdentity.optional(),
});
export type CreateCheckoutBody = z.infer<typeof CreateCheckoutBody>;

export const CreateCheckoutAnswer = z.object({ sessionId: z.string(), url: z.string() });
export type CreateCheckoutAnswer = z.infer<typeof CreateCheckoutAnswer>;

export const PaymentStatus = z.enum(['paid', 'unpaid', 'no_payment_required']);

/** A checkout session id as providers write them (Stripe's cs_…, the test checkout's cs_test_…). */
export const CheckoutSessionId = z
  .string()
  .min(1)
  .max(255)
  .regex(/^[\w-]+$/, 'The checkout session id has invalid characters.');

/** verify-session answer (SPEC §3): the checkout's id, payment status and metadata. */
export const VerifySessionAnswer = z.object({
  id: z.string(),
  payment_status: PaymentStatus,
  status: z.enum(['open', 'complete', 'expired']),
  metadata: z.record(z.string(), z.string()),
});
export type VerifySessionAnswer = z.infer<typeof VerifySessionAnswer>;

/** /plans/purchase: zero-price products only. */
export const PurchaseBody = z.object({
  product: z.union([ProductTitle, PurchaseInfo]),
  user: UserIdentity.optional(),
});
export type PurchaseBody = z.infer<typeof PurchaseBody>;

export const CreditsAnswer = successAnswer(z.object({ x: z.number().int(), y: z.number().int() }));
export type CreditsAnswer = z.infer<typeof CreditsAnswer>;

/** has-plan: the active plan's title, or the literal 'False' (SPEC §4). */
export const HasPlanAnswer = MessageAnswer;
export type HasPlanAnswer = z.infer<typeof HasPlanAnswer>;

export const InvoiceStatus = z.enum(['paid', 'cancelled', 'refunded']);
export type InvoiceStatus = z.infer<typeof InvoiceStatus>;

/** One invoice row (SPEC §3 "Invoice"): type 'True' is a subscription, 'False' a pack; revenue in cents. */
export const Invoice = z.object({
  invoiceNum: z.string(),
  product: z.string(),
  type: z.enum(['True', 'False']),
  date: z.string(),
  status: InvoiceStatus,
  revenue: z.string(),
});
export type Invoice = z.infer<typeof Invoice>;

export const InvoicesAnswer = successAnswer(z.object({ logs: z.array(Invoice) }));
export type InvoicesAnswer = z.infer<typeof InvoicesAnswer>;

/** The user's own referral code and the link to share. */
export const ReferralAnswer = successAnswer(z.object({ code: z.string(), link: z.string() }));
export type ReferralAnswer = z.infer<typeof ReferralAnswer>;

/** Test checkout only: move the billing clock forward (demos, tests; 0 only runs the period check). */
export const AdvanceClockBody = z.object({ days: z.number().int().min(0).max(3660) });
export type AdvanceClockBody = z.infer<typeof AdvanceClockBody>;

/** The billing clock after the move, and what the period check did. */
export const AdvanceClockAnswer = successAnswer(
  z.object({ now: z.string(), renewed: z.number().int(), ended: z.number().int() }),
);
export type AdvanceClockAnswer = z.infer<typeof AdvanceClockAnswer>;

/** What the webhook answers Stripe once an event is applied (or known to need nothing). */
export const WebhookAnswer = z.object({ received: z.literal(true) });
export type WebhookAnswer = z.infer<typeof WebhookAnswer>;

export const billingMessages = {
  purchased: 'Purchase Successful',
  cancelScheduled:
    'Your plan will end at the end of the current billing period. Your credits stay until then.',
  notSubscribed: 'You are not subscribed to a plan.',
  alreadySubscribed: 'You already have this plan. It renews every month.',
  notEnoughCredits: 'You do not have enough credits.',
  unknownProduct: 'There is no plan or pack with that name.',
  notFree: 'This plan is not free: buy it through the checkout.',
  checkoutNotFound: 'This checkout does not exist or has expired.',
  badSignature: 'The webhook signature is invalid.',
  paymentsUnavailable: 'Payments are not available right now. Please try again later.',
  // Answered to a webhook that refers to a payment not recorded yet: the provider delivers it again later.
  paymentNotRecorded: 'The payment this event refers to is not recorded yet. Deliver the event again later.',
  testMode: 'Test mode — no card is charged',
  loopbackOnly: 'The billing clock can only be moved from this machine.',
} as const;
