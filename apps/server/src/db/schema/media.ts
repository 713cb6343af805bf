import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

export const mediaKinds = ['generated', 'upload'] as const;
export type MediaKind = (typeof mediaKinds)[number];

/** Stored media (images, voiceovers, uploads): served at /api/media/:id; the id is the capability. */
export const media = pgTable(
  'media',
  {
    // 192 random bits, base64url: unguessable, so links work in <img> and <audio> without a login.
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mime: text('mime').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    // 'generated' (images, voiceovers: cacheable anywhere) or 'upload' (a user's own recording: served
    // private and short-lived). Uploads by default, so a row written without a kind is never cached
    // by a shared cache; rows from before this column are treated the same way.
    kind: text('kind', { enum: mediaKinds }).notNull().default('upload'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('media_user_id_idx').on(table.userId),
    // The orphan sweep asks which of a page of stored keys still have a row.
    index('media_storage_key_idx').on(table.storageKey),
  ],
);
