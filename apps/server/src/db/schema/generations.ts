import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { creditReservations } from './credits.ts';
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
    // A generation is a row from the moment its credits are held until it ends.
    status: text('status', { enum: ['queued', 'running', 'succeeded', 'failed', 'stopped'] })
      .notNull()
      .default('succeeded'),
    // The hold that pays for it: settled in the same transaction that ends the row.
    reservationId: uuid('reservation_id').references(() => creditReservations.id, { onDelete: 'set null' }),
    // The server running it: when that server stops beating, another one ends the generation.
    instanceId: uuid('instance_id'),
    // Its owner pressed Stop, perhaps on another server: the runner sees it within a second.
    stopRequested: boolean('stop_requested').notNull().default(false),
    // The id of the last stream event whose text `result` holds (saved at least every second).
    eventSeq: integer('event_seq').notNull().default(0),
    // Generated tokens charged, once ended.
    tokens: integer('tokens'),
    // Failed: the error answer ({ error, code }) its stream ended with.
    error: jsonb('error'),
    // The ended row's show-history item as JSON text, written by a trigger on every insert and update
    // (history-item-json.repository.ts builds its expression): a page is then read, not built. Null
    // while running, and when the row needs the contract's fallbacks.
    itemJson: text('item_json'),
  },
  (table) => [
    // show-history reads a user's newest first and pages back by seq. ORDER BY seq DESC puts nulls
    // first: an index with nulls last cannot hand rows over in that order, and every page then sorted
    // the user's whole history (bench/growth).
    index('generations_user_seq_idx').on(table.userId, table.seq.desc().nullsFirst()),
    // The same of one type (the voiceover page lists TTS only): without it, a page of a rare type reads
    // through the user's whole history to find its items.
    index('generations_user_type_seq_idx').on(table.userId, table.type, table.seq.desc().nullsFirst()),
    // The recovery sweep looks only at generations that have not ended.
    index('generations_unfinished_idx')
      .on(table.instanceId)
      .where(sql`${table.status} in ('queued', 'running')`),
  ],
);

/** Servers running generations, each beating every few seconds; a silent one's generations are ended by another. */
export const serverInstances = pgTable('server_instances', {
  id: uuid('id').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
});
