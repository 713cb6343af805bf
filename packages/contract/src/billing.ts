import { z } from 'zod';
import { MessageAnswer, successAnswer } from './answers.ts';
import { RefCode, UserIdentity } from './auth.ts';
import { paymentsNoticeTexts } from './public-page-texts.ts';

const ProductTitle = z.string().trim().min(1, 'Choose a plan or a pack.').max(100);

/** Purchase info, as the web app keeps it in browser storage. Only `product` and `ref_code` are trusted. */
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

/**
 * What verify-session tells of a checkout's metadata: its product and referral code. Never the
 * owner's user id: anyone who holds the checkout id may ask.
 */
export const CheckoutMetadata = z.object({ product: z.string().optional(), refCode: z.string().optional() });
export type CheckoutMetadata = z.infer<typeof CheckoutMetadata>;

/** verify-session answer: the checkout's id, payment status and metadata. */
export const VerifySessionAnswer = z.object({
  id: z.string(),
  payment_status: PaymentStatus,
  status: z.enum(['open', 'complete', 'expired']),
  metadata: CheckoutMetadata,
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

/** has-plan: the active plan's title, or the literal 'False'. */
export const HasPlanAnswer = MessageAnswer;
export type HasPlanAnswer = z.infer<typeof HasPlanAnswer>;

export const InvoiceStatus = z.enum(['paid', 'cancelled', 'refunded']);
export type InvoiceStatus = z.infer<typeof InvoiceStatus>;

/** One invoice row: type 'True' is a subscription, 'False' a pack; revenue in cents. */
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

/** change-plan and change-preview: the plan to move to, by title (its price comes from the catalogue). */
export const ChangePlanBody = z.object({ plan: ProductTitle, user: UserIdentity.optional() });
export type ChangePlanBody = z.infer<typeof ChangePlanBody>;
export const ChangePreviewQuery = z.object({ plan: ProductTitle });
export type ChangePreviewQuery = z.infer<typeof ChangePreviewQuery>;

/**
 * upgrade: a dearer plan, at once, for the price of a new month less the unused part of the current one;
 * downgrade: a cheaper plan from the end of the paid period, nothing charged now; same: the current plan
 * (a change back cancels a scheduled change or cancellation).
 */
export const PlanChangeKind = z.enum(['upgrade', 'downgrade', 'same']);
export type PlanChangeKind = z.infer<typeof PlanChangeKind>;

/** What a plan change does: what is charged now, when it takes effect, and the credits it brings. */
export const PlanChange = z.object({
  kind: PlanChangeKind,
  plan: z.string(),
  currentPlan: z.string(),
  /** Charged now, in cents: the upgrade's prorated price; 0 for a downgrade (billed at renewal). */
  amountCents: z.number().int().nonnegative(),
  /** `amountCents` written as a price ('$30.00'). */
  price: z.string(),
  /** The unused part of the current period's price, in cents, taken off an upgrade. */
  creditCents: z.number().int().nonnegative(),
  /** When the new plan starts (ISO 8601): now for an upgrade, the end of the paid period for a downgrade. */
  effectiveAt: z.string(),
  /** Subscription credits the new plan sets when it starts. */
  credits: z.number().int().nonnegative(),
});
export type PlanChange = z.infer<typeof PlanChange>;

export const ChangePreviewAnswer = successAnswer(PlanChange);
export type ChangePreviewAnswer = z.infer<typeof ChangePreviewAnswer>;
/** The change made, and a sentence for the user. */
export const ChangePlanAnswer = successAnswer(PlanChange.extend({ message: z.string() }));
export type ChangePlanAnswer = z.infer<typeof ChangePlanAnswer>;

/** Cents as a US price: 3000 → '$30.00'. */
export const formatCents = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * The plan's payment state for /billing and the dashboard. pastDue: the provider could not collect the
 * latest invoice, so the plan's credits are paused until the card is fixed. canManageBilling: the
 * provider's customer portal is available (a card payment provider and a customer to open it for).
 */
export const BillingStatus = z.object({
  plan: z.string().nullable(),
  pastDue: z.boolean(),
  cancelAtPeriodEnd: z.boolean(),
  /** End of the paid period (ISO 8601), when there is a plan. */
  currentPeriodEnd: z.string().nullable(),
  canManageBilling: z.boolean(),
});
export type BillingStatus = z.infer<typeof BillingStatus>;
export const BillingStatusAnswer = successAnswer(BillingStatus);
export type BillingStatusAnswer = z.infer<typeof BillingStatusAnswer>;

/** The customer portal's address: the browser goes there, and comes back to /billing. */
export const BillingPortalAnswer = successAnswer(z.object({ url: z.string() }));
export type BillingPortalAnswer = z.infer<typeof BillingPortalAnswer>;

/**
 * How this server takes payments: Stripe, the built-in test checkout (no card is charged), or off
 * (no Stripe key, and the test checkout is not allowed here): then only free products can be had.
 */
export const PaymentsMode = z.enum(['stripe', 'test', 'off']);
export type PaymentsMode = z.infer<typeof PaymentsMode>;

/** GET /api/plans/payments: public, so /pricing can say when nothing can be bought. */
export const PaymentsAnswer = successAnswer(z.object({ mode: PaymentsMode }));
export type PaymentsAnswer = z.infer<typeof PaymentsAnswer>;

export { loginStorageKey } from './stored-login.ts';

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
  planResumed: 'Your plan is back on: it renews at the end of the current billing period.',
  alreadySubscribed: 'You already have this plan. It renews every month.',
  planChangeRequired:
    'You already have a plan. Change it from the pricing page: an upgrade costs only the difference, and a downgrade starts when your paid month ends.',
  notAPlan: 'Packs are bought, not switched to: choose a monthly plan.',
  changePaymentFailed:
    'The payment for the new plan did not go through. Check your card in Manage billing and try again.',
  changePending: 'Your plan changes as soon as the payment goes through.',
  upgraded: 'Your new plan is active, with its credits.',
  downgradeScheduled:
    'Your plan changes at the end of the current billing period. Your credits stay until then.',
  changeUndone: 'You keep your current plan: the scheduled change or cancellation is undone.',
  duplicatePlanRefunded: 'You already had a plan, so this payment was refunded.',
  pastDue:
    'We could not charge your card for this month of your plan, so its credits are paused. Update your card to continue.',
  manageBilling: 'Manage billing',
  billingPortalUnavailable:
    'Billing management opens once you have paid with a card. Buy a plan or a pack first.',
  notEnoughCredits: 'You do not have enough credits.',
  unknownProduct: 'There is no plan or pack with that name.',
  notFree: 'This plan is not free: buy it through the checkout.',
  checkoutNotFound: 'This checkout does not exist or has expired.',
  badSignature: 'The webhook signature is invalid.',
  paymentsUnavailable: 'Payments are not available right now. Please try again later.',
  // No payment provider on this server (not a passing outage): checkout creation and /pricing say so.
  paymentsOff: paymentsNoticeTexts.paymentsOff,
  // The test checkout's page, when Pay or Cancel is pressed without a login on this site.
  testCheckoutLogin: 'Log in with the account that started this checkout, then open it again.',
  // Answered to a webhook that refers to a payment not recorded yet: the provider delivers it again later.
  paymentNotRecorded: 'The payment this event refers to is not recorded yet. Deliver the event again later.',
  testMode: paymentsNoticeTexts.testMode,
  loopbackOnly: 'The billing clock can only be moved from this machine.',
} as const;
