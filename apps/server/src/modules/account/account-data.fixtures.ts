import { eq } from 'drizzle-orm';
import { mediaPath } from '@penwise/contract';
import { invoices, subscriptions, users } from '../../db/schema/index.ts';
import { signupAndLogin, bearer } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';
import { historyRepository } from '../history/history.repository.ts';

/** A user with what the export and deletion touch: a picture and its history item, an invoice, a plan. */
export async function userWithData(t: TestApp) {
  const { user, session } = await signupAndLogin(t.app);
  const db = t.database.db;
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, user.email));
  if (!row) throw new Error('user not stored');
  const media = t.services.media;
  const picture = new Uint8Array([137, 80, 78, 71, 1, 2, 3, 4]);
  const stored = await media.store(row.id, 'image/png', picture);
  await historyRepository(db).insert({
    userId: row.id,
    type: 'TTImage',
    input: 'a lighthouse at dusk',
    result: stored.url,
    creditsCharged: 5,
    engine: 'demo',
    mediaId: stored.id,
    meta: null,
  });
  const [plan] = await db
    .insert(subscriptions)
    .values({
      userId: row.id,
      plan: 'Pro',
      provider: 'test',
      providerSubscriptionId: `sub_test_${row.id}`,
      currentPeriodStart: t.clock.now(),
      currentPeriodEnd: new Date(t.clock.now().getTime() + 30 * 86_400_000),
    })
    .returning({ id: subscriptions.id });
  const [invoice] = await db
    .insert(invoices)
    .values({
      userId: row.id,
      product: 'Pro',
      type: 'subscription',
      revenueCents: 1900,
      credits: 1000,
      subscriptionId: plan?.id,
    })
    .returning({ id: invoices.id });
  if (!invoice) throw new Error('invoice not stored');
  return {
    user,
    id: row.id,
    auth: bearer(session.idToken),
    picture,
    mediaUrl: mediaPath(stored.id),
    mediaId: stored.id,
    invoiceId: invoice.id,
  };
}

/** The e-mail address of the user named `name`, as the database holds it now. */
export async function emailOfUserNamed(t: TestApp, name: string): Promise<string | undefined> {
  const [row] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.name, name));
  return row?.email;
}
