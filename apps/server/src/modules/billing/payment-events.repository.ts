import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentEvents } from '../../db/schema/index.ts';

export interface EventRef {
  id: string;
  type: string;
}

/** Provider events already applied. */
export function paymentEventsRepository(db: Db) {
  return {
    async seen(eventId: string): Promise<boolean> {
      const rows = await db
        .select({ id: paymentEvents.eventId })
        .from(paymentEvents)
        .where(eq(paymentEvents.eventId, eventId));
      return rows.length > 0;
    },
    /**
     * Records the event inside the transaction that applies it; false when it was applied before. A
     * concurrent delivery of the same id waits here for the first transaction and then gets false.
     */
    async record(tx: Db, event: EventRef, at: Date): Promise<boolean> {
      const rows = await tx
        .insert(paymentEvents)
        .values({ eventId: event.id, type: event.type, receivedAt: at })
        .onConflictDoNothing({ target: paymentEvents.eventId })
        .returning({ id: paymentEvents.eventId });
      return rows.length > 0;
    },
  };
}
