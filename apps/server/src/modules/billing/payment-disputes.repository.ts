import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentDisputes } from '../../db/schema/index.ts';

export type DisputeRow = typeof paymentDisputes.$inferSelect;

/** Card disputes on recorded payments; methods run inside the caller's (billing) transaction. */
export function paymentDisputesRepository() {
  return {
    /** The dispute, locked for the transaction; undefined when none was recorded yet. */
    async find(tx: Db, id: string) {
      const [row] = await tx.select().from(paymentDisputes).where(eq(paymentDisputes.id, id)).for('update');
      return row;
    },

    async insert(tx: Db, row: typeof paymentDisputes.$inferInsert) {
      const [inserted] = await tx.insert(paymentDisputes).values(row).returning();
      if (!inserted) throw new Error('dispute insert returned nothing');
      return inserted;
    },

    /** Closes a held dispute; false when it was closed already. */
    async close(tx: Db, id: string, status: 'won' | 'lost', at: Date): Promise<boolean> {
      const rows = await tx
        .update(paymentDisputes)
        .set({ status, closedAt: at })
        .where(and(eq(paymentDisputes.id, id), eq(paymentDisputes.status, 'held')))
        .returning({ id: paymentDisputes.id });
      return rows.length > 0;
    },
  };
}
