import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { apiPaths, HistoryAnswer, type LoginAnswer } from '@penwise/contract';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { newRefCode } from '../modules/auth/tokens.ts';
import type { CreditsService } from '../modules/credits/credits.service.ts';
import type { TestApp } from './test-app.ts';

let counter = 0;

/** Signup input with a unique email. */
export function buildUser(overrides: Partial<{ email: string; password: string; name: string }> = {}) {
  counter += 1;
  return {
    email: `user${counter}@example.com`,
    password: 'correct horse battery',
    name: `User ${counter}`,
    ...overrides,
  };
}

/** Signs a user up and logs them in; returns the credentials and the login answer. */
export async function signupAndLogin(app: FastifyInstance, overrides: Parameters<typeof buildUser>[0] = {}) {
  const user = buildUser(overrides);
  const signup = await app.inject({
    method: 'POST',
    url: apiPaths.auth.signup,
    payload: { ...user, OAuth: false },
  });
  if (signup.statusCode !== 201) throw new Error(`signup failed: ${signup.body}`);
  const login = await app.inject({
    method: 'POST',
    url: apiPaths.auth.login,
    payload: { ...user, OAuth: false },
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  return { user, session: login.json<LoginAnswer>() };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A user row straight in the database (no HTTP, no password hashing): for service tests. */
export async function insertUser(db: Db, overrides: Partial<typeof users.$inferInsert> = {}) {
  const user = buildUser();
  const [row] = await db
    .insert(users)
    .values({
      email: user.email,
      name: user.name,
      passwordHash: 'not-a-real-hash',
      refCode: newRefCode(),
      ...overrides,
    })
    .returning({ id: users.id, email: users.email });
  if (!row) throw new Error('user insert returned nothing');
  return row;
}

/** Gives a user pack (x) and subscription (y) credits through the ledger, as purchases would. */
export async function grantCredits(
  db: Db,
  credits: CreditsService,
  userId: string,
  amounts: { x?: number; y?: number },
) {
  await db.transaction(async (tx) => {
    const key = `test-grant:${userId}:${Math.random()}`;
    if (amounts.x)
      await credits.grantPackCredits(tx, {
        userId,
        credits: amounts.x,
        reason: 'test',
        idempotencyKey: `${key}:x`,
      });
    if (amounts.y !== undefined) {
      await credits.setSubscriptionCredits(tx, {
        userId,
        credits: amounts.y,
        reason: 'test',
        idempotencyKey: `${key}:y`,
      });
    }
  });
}

/** A signed-up, logged-in buyer with what billing tests need to act as them. */
export interface Buyer {
  id: string;
  email: string;
  headers: Record<string, string>;
}

export async function newBuyer(t: TestApp): Promise<Buyer> {
  const { user, session } = await signupAndLogin(t.app);
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, user.email));
  if (!row) throw new Error('the buyer was not stored');
  return { id: row.id, email: user.email, headers: bearer(session.idToken) };
}

/** A buyer holding `packCredits` pack credits, with `balance()` reading pack + plan credits. */
export async function payingBuyer(t: TestApp, packCredits: number) {
  const b = await newBuyer(t);
  const credits = t.services.credits;
  if (packCredits) await grantCredits(t.database.db, credits, b.id, { x: packCredits });
  const balance = async () => {
    const { x, y } = await credits.balance(b.id);
    return x + y;
  };
  return { ...b, balance };
}

/** The buyer's history as show-history answers it (first page, newest first). */
export async function historyOf(t: TestApp, buyer: Buyer): Promise<HistoryAnswer['success']> {
  const res = await t.app.inject({
    method: 'POST',
    url: apiPaths.plans.showHistory,
    headers: buyer.headers,
    payload: {},
  });
  return HistoryAnswer.parse(res.json()).success;
}
