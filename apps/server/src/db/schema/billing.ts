import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const owner = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A monthly plan a user holds, with the provider's ids; 'test' is billed by this server itself. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    plan: text('plan').notNull(),
    provider: text('provider', { enum: ['stripe', 'test'] }).notNull(),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    status: text('status', { enum: ['active', 'canceled'] })
      .notNull()
      .default('active'),
    currentPeriodStart: at('current_period_start').notNull(),
    currentPeriodEnd: at('current_period_end').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    // A cheaper plan chosen during this period: it replaces `plan` when the next period is paid.
    pendingPlan: text('pending_plan'),
    // Start of the newest period whose invoice the provider could not collect. Past due while it is
    // later than current_period_start: paying that invoice moves the period up to it.
    unpaidPeriodStart: at('unpaid_period_start'),
    endedAt: at('ended_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    unique('subscriptions_provider_id_unique').on(table.provider, table.providerSubscriptionId),
    // A user holds at most one live plan: buying another replaces it (the old row is canceled first).
    uniqueIndex('subscriptions_one_active_per_user')
      .on(table.userId)
      .where(sql`${table.status} = 'active'`),
    index('subscriptions_due_idx').on(table.status, table.currentPeriodEnd),
  ],
);

/** Every purchase and renewal; the identity column is the invoice number users see. */
export const invoices = pgTable(
  'invoices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: owner(),
    product: text('product').notNull(),
    type: text('type', { enum: ['subscription', 'pack'] }).notNull(),
    status: text('status', { enum: ['paid', 'cancelled', 'refunded'] })
      .notNull()
      .default('paid'),
    revenueCents: integer('revenue_cents').notNull(),
    refundedCents: integer('refunded_cents').notNull().default(0),
    // What this purchase granted: a refund claws back a share of it.
    credits: bigint('credits', { mode: 'number' }).notNull(),
    refCode: text('ref_code'),
    // Unique: replaying a completed checkout finds its invoice instead of writing a second one.
    checkoutSessionId: text('checkout_session_id').unique(),
    providerInvoiceId: text('provider_invoice_id').unique(),
    providerPaymentIntentId: text('provider_payment_intent_id'),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    // affiliate-logs lists a user's invoices newest first straight from the index, without a sort.
    index('invoices_user_id_idx').on(table.userId, table.id.desc().nullsFirst()),
    index('invoices_payment_intent_idx').on(table.providerPaymentIntentId),
    check('invoices_refund_within_revenue', sql`${table.refundedCents} between 0 and ${table.revenueCents}`),
  ],
);

/** Sessions of the built-in test checkout (the Stripe engine keeps its sessions at Stripe). */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    userId: owner(),
    product: text('product').notNull(),
    mode: text('mode', { enum: ['payment', 'subscription'] }).notNull(),
    status: text('status', { enum: ['open', 'complete', 'expired'] })
      .notNull()
      .default('open'),
    paymentStatus: text('payment_status', { enum: ['paid', 'unpaid'] })
      .notNull()
      .default('unpaid'),
    amountCents: integer('amount_cents').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    url: text('url').notNull(),
    // Filled when paid: what Stripe would report for the subscription and its first invoice.
    customerId: text('customer_id'),
    subscriptionId: text('subscription_id'),
    invoiceId: text('invoice_id'),
    periodStart: at('period_start'),
    periodEnd: at('period_end'),
    createdAt: at('created_at').notNull().defaultNow(),
    completedAt: at('completed_at'),
  },
  (table) => [index('checkout_sessions_user_id_idx').on(table.userId)],
);

/** The provider's customer of each user, made once and passed to every later checkout and the portal. */
export const paymentCustomers = pgTable('payment_customers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider', { enum: ['stripe'] }).notNull(),
  customerId: text('customer_id').notNull().unique(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/**
 * A card dispute (chargeback) on a recorded payment: the credits it held, and how it ended. Its id is
 * the provider's dispute id, so a dispute is held once and closed once whatever the events' order.
 */
export const paymentDisputes = pgTable(
  'payment_disputes',
  {
    id: text('id').primaryKey(),
    userId: owner(),
    invoiceId: bigint('invoice_id', { mode: 'number' }).references(() => invoices.id, {
      onDelete: 'set null',
    }),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: ['held', 'won', 'lost'] })
      .notNull()
      .default('held'),
    // Credits taken out of the spendable balance while the dispute is open, per bucket, and what the
    // user had already spent (nothing left to hold).
    heldX: bigint('held_x', { mode: 'number' }).notNull().default(0),
    heldY: bigint('held_y', { mode: 'number' }).notNull().default(0),
    shortfall: bigint('shortfall', { mode: 'number' }).notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    closedAt: at('closed_at'),
  },
  (table) => [index('payment_disputes_user_id_idx').on(table.userId)],
);

/** Provider webhook events already applied: a redelivery finds its id here and changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: at('received_at').notNull().defaultNow(),
});

/** One row: how far the billing clock runs ahead of real time (moved only in test mode, for demos). */
export const billingClock = pgTable(
  'billing_clock',
  {
    id: smallint('id').primaryKey().default(1),
    offsetMs: bigint('offset_ms', { mode: 'number' }).notNull().default(0),
  },
  (table) => [check('billing_clock_single_row', sql`${table.id} = 1`)],
);
