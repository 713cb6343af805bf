import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  // Stored normalised (trimmed, lower-case): the unique index is the duplicate check.
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  // The user's own referral code, shared as /?ref=CODE.
  refCode: text('ref_code').notNull().unique(),
  // The code this user arrived with, if any.
  referredBy: text('referred_by'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Columns of a table of tokens a user holds (sessions, reset links): stored only as SHA-256, so a leak hands out nothing. */
const userTokenColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const sessions = pgTable(
  'sessions',
  {
    ...userTokenColumns(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    // Idle expiry: a session unused for SESSION_IDLE_TTL ends even before its absolute expiry.
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

export const passwordResets = pgTable(
  'password_resets',
  { ...userTokenColumns(), usedAt: timestamp('used_at', { withTimezone: true }) },
  (table) => [index('password_resets_user_id_idx').on(table.userId)],
);

/**
 * Columns of a table of counted attempts (login guesses, reset e-mails): by e-mail and client address,
 * so a limit can hold per account, per address and per pair. Rows older than their window are trimmed.
 */
const attemptColumns = () => ({
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  email: text('email').notNull(),
  // The client address (behind a proxy, the one TRUST_PROXY lets Fastify read from X-Forwarded-For).
  address: text('address').notNull().default(''),
  at: timestamp('at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

/**
 * Password and one-time-code checks: a row is claimed before the check runs and removed when the
 * check succeeds, so what remains are failures (and checks still running).
 */
export const loginFailures = pgTable('login_failures', attemptColumns(), (table) => [
  index('login_failures_email_at_idx').on(table.email, table.at),
  index('login_failures_address_at_idx').on(table.address, table.at),
]);

/** Password-reset requests, counted so nobody can mail-bomb an account or fill the outbox. */
export const passwordResetRequests = pgTable('password_reset_requests', attemptColumns(), (table) => [
  index('password_reset_requests_email_at_idx').on(table.email, table.at),
  index('password_reset_requests_address_at_idx').on(table.address, table.at),
]);

/**
 * A user's TOTP authenticator. The secret must be readable to check codes, so unlike tokens it is not
 * hashed. Until `enabled_at` is set it is a pending enrolment that login ignores.
 */
export const twoFactor = pgTable('two_factor', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  createdAt: createdAt(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  // The last TOTP time step accepted: a code of that step or older is refused (no replay).
  lastStep: bigint('last_step', { mode: 'number' }),
});

/** One-time recovery codes, stored only as SHA-256 (they are high-entropy random). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('recovery_codes_user_id_code_hash_idx').on(table.userId, table.codeHash)],
);
