import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';

export type NewContactMessage = typeof contactMessages.$inferInsert;

/** Contact messages: written once, read by operators (and tests). */
export function contactRepository(db: Db) {
  return {
    async insert(row: NewContactMessage): Promise<string> {
      const [inserted] = await db.insert(contactMessages).values(row).returning({ id: contactMessages.id });
      if (!inserted) throw new Error('contact message insert returned nothing');
      return inserted.id;
    },
    list: () => db.select().from(contactMessages),
  };
}

export type ContactRepository = ReturnType<typeof contactRepository>;
