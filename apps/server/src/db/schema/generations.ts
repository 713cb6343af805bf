import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { media } from './media.ts';

/** One row per generation: what was asked, what came back, what it cost. */
export const generations = pgTable(
  'generations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Insertion order: timestamps can tie (PGlite's clock has millisecond steps), this cannot.
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['GenText', 'TTImage', 'TTS', 'Speech2Text'] }).notNull(),
    // GenText: { prompt, save_data: { cat, tool, description, tone, language } }; media types: the text or prompt.
    input: jsonb('input').notNull(),
    result: text('result'),
    // TTS: the voiceover; Speech2Text: the uploaded audio; TTImage: the picture. Deleting the item deletes it.
    mediaId: text('media_id').references(() => media.id, { onDelete: 'set null' }),
    // TTS: { voice, duration }; Speech2Text: { fileName, duration }. Display only.
    meta: jsonb('meta'),
    creditsCharged: bigint('credits_charged', { mode: 'number' }).notNull().default(0),
    // Which engine served it (openai, demo): for support questions and metrics.
    engine: text('engine').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // show-history reads a user's newest first and pages back by seq.
  (table) => [index('generations_user_seq_idx').on(table.userId, table.seq.desc())],
);
