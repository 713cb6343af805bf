import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Messages sent through the /contact form: kept even when the e-mail to support fails. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    country: text('country').notNull(),
    phoneNumber: text('phone_number').notNull(),
    message: text('message').notNull(),
    // The sender's address, for abuse reports; the rate limit itself keys on it too.
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_messages_created_at_idx').on(table.createdAt)],
);
