import { and, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lockUserRow } from '../../db/lock-user-row.ts';
import { documents } from '../../db/schema/index.ts';

export type DocumentRow = typeof documents.$inferSelect;
export type DocumentSummaryRow = Pick<DocumentRow, 'id' | 'title' | 'words' | 'updatedAt'>;
export interface NewDocument {
  title: string;
  content: string;
  words: number;
}
export type DocumentChanges = Partial<NewDocument>;

const summary = {
  id: documents.id,
  title: documents.title,
  words: documents.words,
  updatedAt: documents.updatedAt,
};

/** `text` matched literally inside ILIKE: its % and _ (and the escape itself) lose their meaning. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A user's documents: listed without their content, read, written and deleted only by their owner. */
export function documentsRepository(db: Db) {
  const owned = (userId: string, id: string) => and(eq(documents.userId, userId), eq(documents.id, id));
  return {
    /** The user's documents, newest edit first; `search` matches titles case-insensitively. */
    listForUser(userId: string, options: { search?: string; limit: number }): Promise<DocumentSummaryRow[]> {
      const { search, limit } = options;
      return db
        .select(summary)
        .from(documents)
        .where(
          and(
            eq(documents.userId, userId),
            search ? ilike(documents.title, `%${likeLiteral(search)}%`) : undefined,
          ),
        )
        .orderBy(desc(documents.updatedAt), desc(documents.createdAt), desc(documents.id))
        .limit(limit);
    },

    async findOwned(userId: string, id: string): Promise<DocumentRow | undefined> {
      const [row] = await db.select().from(documents).where(owned(userId, id));
      return row;
    },

    /**
     * Inserts the document unless the user already has `limit`; undefined then. The user's row is locked first,
     * so two saves at once cannot both take the last place.
     */
    insertIfUnder(userId: string, document: NewDocument, limit: number): Promise<string | undefined> {
      return db.transaction(async (tx) => {
        if (!(await lockUserRow(tx, userId))) throw new Error('document for a missing user');
        const [held] = await tx.select({ n: count() }).from(documents).where(eq(documents.userId, userId));
        if ((held?.n ?? 0) >= limit) return undefined;
        const [row] = await tx
          .insert(documents)
          .values({ userId, ...document })
          .returning({ id: documents.id });
        return row?.id;
      });
    },

    /** Applies the changes to the user's document and stamps the edit; undefined when it is not theirs. */
    async updateOwned(
      userId: string,
      id: string,
      changes: DocumentChanges,
    ): Promise<DocumentSummaryRow | undefined> {
      const [row] = await db
        .update(documents)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(owned(userId, id))
        .returning(summary);
      return row;
    },

    /** True when the user's document was there and is gone. */
    async deleteOwned(userId: string, id: string): Promise<boolean> {
      const rows = await db.delete(documents).where(owned(userId, id)).returning({ id: documents.id });
      return rows.length > 0;
    },
  };
}

export type DocumentsRepository = ReturnType<typeof documentsRepository>;
