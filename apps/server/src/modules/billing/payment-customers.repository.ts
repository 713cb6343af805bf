import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentCustomers, subscriptions } from '../../db/schema/index.ts';

/** Each user's customer at the card payment provider. */
export function paymentCustomersRepository(db: Db) {
  return {
    /**
     * The user's customer: the one Penwise made for them, else the customer of their newest Stripe plan
     * (bought before customers were kept here).
     */
    async findForUser(userId: string): Promise<string | undefined> {
      const [own] = await db
        .select({ customerId: paymentCustomers.customerId })
        .from(paymentCustomers)
        .where(eq(paymentCustomers.userId, userId));
      if (own) return own.customerId;
      const [fromPlan] = await db
        .select({ customerId: subscriptions.providerCustomerId })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.userId, userId),
            eq(subscriptions.provider, 'stripe'),
            isNotNull(subscriptions.providerCustomerId),
          ),
        )
        .orderBy(desc(subscriptions.createdAt))
        .limit(1);
      return fromPlan?.customerId ?? undefined;
    },

    /** Keeps `customerId` unless the user has one already; answers the one kept. */
    async remember(userId: string, customerId: string): Promise<string> {
      await db
        .insert(paymentCustomers)
        .values({ userId, provider: 'stripe', customerId })
        .onConflictDoNothing({ target: paymentCustomers.userId });
      const [kept] = await db
        .select({ customerId: paymentCustomers.customerId })
        .from(paymentCustomers)
        .where(eq(paymentCustomers.userId, userId));
      return kept?.customerId ?? customerId;
    },
  };
}
