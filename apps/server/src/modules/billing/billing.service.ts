import { randomUUID } from 'node:crypto';
import {
  billingMessages,
  pageLinks,
  pagePaths,
  type CreateCheckoutAnswer,
  type CreateCheckoutBody,
  type Invoice,
  type Product,
  type PurchaseBody,
  type VerifySessionAnswer,
} from '@penwise/contract';
import { nextMonth, type PaymentEngine } from '../../adapters/payments/index.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { AuthenticatedUser } from '../auth/auth.service.ts';
import type { CreditsService } from '../credits/credits.service.ts';
import { holdsPaidPlan, paymentWriter } from './apply-payment.ts';
import type { BillingWork, Outcome } from './billing-transaction.ts';
import type { Fulfilment } from './fulfilment.service.ts';
import type { PaymentCustomers } from './payment-customers.service.ts';
import { invoicesRepository, type InvoiceRow } from './invoices.repository.ts';
import type { EventRef } from './payment-events.repository.ts';
import { subscriptionsRepository } from './subscriptions.repository.ts';

export interface BillingDeps {
  db: Db;
  credits: CreditsService;
  engine: PaymentEngine;
  fulfilment: Fulfilment;
  /** The catalogue: the only source of prices and credits (a test may pass one with a free plan). */
  products: readonly Product[];
  publicUrl: string;
  inBillingTransaction: (event: EventRef | undefined, userId: string, work: BillingWork) => Promise<Outcome>;
  /** The user's one provider customer, reused by every checkout. */
  customers?: PaymentCustomers | undefined;
}

type ProductInput = CreateCheckoutBody['product'];

const presentInvoice = (row: InvoiceRow): Invoice => ({
  invoiceNum: String(row.id),
  product: row.product,
  type: row.type === 'subscription' ? 'True' : 'False',
  date: row.createdAt.toISOString(),
  status: row.status,
  revenue: String(row.revenueCents),
});

/** Purchases, plans, invoices and referral links for logged-in users. */
export function createBillingService(deps: BillingDeps) {
  const subscriptions = subscriptionsRepository(deps.db);
  const invoices = invoicesRepository(deps.db);
  const writer = paymentWriter(deps.db, deps.credits);

  /** The product by its title only: whatever price or credits the client sent are never read. */
  function productOf(input: ProductInput): Product {
    const title = typeof input === 'string' ? input : input.product;
    const product = deps.products.find((candidate) => candidate.title === title);
    if (!product) throw new AppError('unknown_product', 400, billingMessages.unknownProduct, 'product');
    return product;
  }

  /** The code the buyer arrived with; their own code does not refer anyone. */
  function refCodeOf(user: AuthenticatedUser, input: ProductInput, bodyCode?: string) {
    const code = bodyCode || (typeof input === 'string' ? undefined : input.ref_code) || undefined;
    return code === user.refCode ? undefined : code;
  }

  /** A free product: a pack is claimed once per user; a plan starts unless it is already the active one. */
  const claimFree =
    (user: AuthenticatedUser, product: Product, refCode: string | undefined): BillingWork =>
    async (tx, at) => {
      const common = { userId: user.id, amountCents: 0, refCode };
      if (!product.isSubscription) {
        const claim = `free:${user.id}:${product.title}`;
        const pack = { ...common, pack: product, idempotencyKey: `pack:${claim}`, providerInvoiceId: claim };
        await writer.applyPackPayment(tx, pack, at);
        return [];
      }
      if ((await subscriptions.findActive(user.id, tx))?.plan === product.title) return [];
      const id = randomUUID();
      const period = { start: at, end: nextMonth(at) };
      // Billed by this server at 0: the renewal check renews it like a test-checkout plan.
      const plan = { ...common, provider: 'test' as const, plan: product, period };
      const payment = { ...plan, subscriptionId: `sub_free_${id}`, invoiceId: `in_free_${id}` };
      return (await writer.applyPlanPayment(tx, payment, at)).replaced;
    };

  return {
    async createCheckout(user: AuthenticatedUser, body: CreateCheckoutBody): Promise<CreateCheckoutAnswer> {
      const product = productOf(body.product);
      // One plan at a time: paying again for the running plan would bill the same month twice, and
      // another plan is a change (prorated upgrade, or downgrade at period end), not a second subscription.
      const active = product.isSubscription ? await subscriptions.findActive(user.id) : undefined;
      if (holdsPaidPlan(active, deps.engine.provider, deps.products)) {
        if (active.plan === product.title && !active.cancelAtPeriodEnd) {
          throw new AppError('already_subscribed', 409, billingMessages.alreadySubscribed);
        }
        throw new AppError('plan_change_required', 409, billingMessages.planChangeRequired);
      }
      return deps.engine.createCheckout({
        user,
        customerId: await deps.customers?.forCheckout(user),
        product,
        refCode: refCodeOf(user, body.product, body.ref_code),
        // Stripe fills in {CHECKOUT_SESSION_ID} itself, so this one link is written out unencoded.
        successUrl: `${deps.publicUrl}${pagePaths.success}?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${deps.publicUrl}${pagePaths.cancel}`,
      });
    },

    /** The session as the provider reports it; fulfils it when paid (a no-op if the webhook already did). */
    async verifySession(sessionId: string): Promise<VerifySessionAnswer> {
      const view = await deps.engine.retrieveCheckout(sessionId);
      if (!view) throw new AppError('checkout_not_found', 404, billingMessages.checkoutNotFound);
      await deps.fulfilment.fulfilCheckout(deps.engine.provider, view);
      // Whoever holds the checkout id may ask: the product and ref code only, never the owner's user id.
      const { product, refCode } = view.metadata;
      return {
        id: view.id,
        payment_status: view.payment_status,
        status: view.status,
        metadata: { ...(product ? { product } : {}), ...(refCode ? { refCode } : {}) },
      };
    },

    /** Zero-price products only; anything with a price goes through the checkout. */
    async purchase(user: AuthenticatedUser, body: PurchaseBody): Promise<string> {
      const product = productOf(body.product);
      if (product.priceCents > 0) throw new AppError('not_free', 400, billingMessages.notFree);
      await deps.inBillingTransaction(
        undefined,
        user.id,
        claimFree(user, product, refCodeOf(user, body.product)),
      );
      return billingMessages.purchased;
    },

    /** The active plan's title, or the literal 'False' the web app expects. */
    async hasPlan(userId: string): Promise<string> {
      return (await subscriptions.findActive(userId))?.plan ?? 'False';
    },

    /** Cancels at the end of the paid period: the credits stay until then. Asking twice is harmless. */
    async cancelPlan(userId: string): Promise<string> {
      const active = await subscriptions.findActive(userId);
      if (!active) throw new AppError('not_subscribed', 400, billingMessages.notSubscribed);
      if (!active.cancelAtPeriodEnd) {
        if (active.provider === deps.engine.provider) {
          await deps.engine.cancelAtPeriodEnd(active.providerSubscriptionId);
        }
        await subscriptions.setCancelAtPeriodEnd(active.id);
      }
      return billingMessages.cancelScheduled;
    },

    /** Takes back a cancellation while the paid period lasts: the plan renews again. Asking twice is harmless. */
    async resumePlan(userId: string): Promise<string> {
      const active = await subscriptions.findActive(userId);
      if (!active) throw new AppError('not_subscribed', 400, billingMessages.notSubscribed);
      if (active.cancelAtPeriodEnd) {
        if (active.provider === deps.engine.provider) {
          await deps.engine.resumeAtPeriodEnd(active.providerSubscriptionId);
        }
        await subscriptions.setCancelAtPeriodEnd(active.id, false);
      }
      return billingMessages.planResumed;
    },

    async invoices(userId: string): Promise<Invoice[]> {
      return (await invoices.listForUser(userId)).map(presentInvoice);
    },

    referral(user: AuthenticatedUser) {
      return { code: user.refCode, link: `${deps.publicUrl}${pageLinks.referral(user.refCode)}` };
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
