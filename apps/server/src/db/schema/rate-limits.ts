import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Fixed-window request counters of the rate limiter when several instances share PostgreSQL. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    // Route and client address, e.g. "login:203.0.113.9".
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_hits_reset_at_idx').on(table.resetAt)],
);
