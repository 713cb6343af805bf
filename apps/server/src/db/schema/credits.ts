import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

const credits = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/** One row per user: x = pack credits (never expire), y = subscription credits (reset each period). */
export const creditAccounts = pgTable(
  'credit_accounts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    x: credits('x'),
    y: credits('y'),
    // Written by the reserve UPDATE itself: how much of that reservation came from y. UPDATE … RETURNING
    // only sees new values, and this keeps reserve one conditional statement.
    lastReservedFromY: credits('last_reserved_from_y'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('credit_accounts_x_nonnegative', sql`${table.x} >= 0`),
    check('credit_accounts_y_nonnegative', sql`${table.y} >= 0`),
  ],
);

/** Append-only: every balance change, written in the same transaction as the change. */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deltaX: credits('delta_x'),
    deltaY: credits('delta_y'),
    reason: text('reason').notNull(),
    reference: text('reference'),
    // Credits a claw-back could not take because the user had already spent them.
    shortfall: credits('shortfall'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A user's rows newest first (the admin balance command reads the latest): with user_id alone, the
  // planner walks the whole ledger backwards by id for a user whose rows are all old.
  (table) => [index('credit_ledger_user_id_idx').on(table.userId, table.id.desc().nullsFirst())],
);

/** Credits held for a paid call until it settles (real cost) or is refunded (engine failed). */
export const creditReservations = pgTable(
  'credit_reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromX: credits('from_x'),
    fromY: credits('from_y'),
    status: text('status', { enum: ['held', 'settled', 'refunded'] })
      .notNull()
      .default('held'),
    charged: credits('charged'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [index('credit_reservations_user_id_idx').on(table.userId)],
);
