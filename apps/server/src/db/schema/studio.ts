import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/** A user's documents: the editor's sanitised HTML, with its word count kept for the list. */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    words: integer('words').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // /documents lists a user's newest edits first. NULLS FIRST is what `order by updated_at desc` means:
  // with NULLS LAST the list could not be read in index order and sorted every document.
  (table) => [index('documents_user_updated_idx').on(table.userId, table.updatedAt.desc().nullsFirst())],
);

/** A user's brand voices: the rules (BrandVoiceFields as JSON) and up to five samples. */
export const brandVoices = pgTable(
  'brand_voices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    fields: jsonb('fields').notNull(),
    samples: jsonb('samples').notNull().default([]),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('brand_voices_user_idx').on(table.userId),
    // At most one default voice per user, whatever two requests do at once.
    uniqueIndex('brand_voices_one_default_idx')
      .on(table.userId)
      .where(sql`${table.isDefault}`),
  ],
);

/** Writing tools a user made: a prompt with {{field}} placeholders and the fields (TemplateField[] as JSON). */
export const customTemplates = pgTable(
  'custom_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    prompt: text('prompt').notNull(),
    fields: jsonb('fields').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('custom_templates_user_idx').on(table.userId)],
);
