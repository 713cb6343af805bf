import { afterAll, beforeAll, expect } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  apiPaths,
  type CreateCheckoutAnswer,
  type CreditsAnswer,
  type Invoice,
  type InvoicesAnswer,
} from '@penwise/contract';
import { startFakeStripe, type FakeStripe } from '../../adapters/payments/fake-stripe-server.ts';
import {
  checkoutCompleted,
  signedDelivery,
  testWebhookSecret,
} from '../../adapters/payments/stripe-event-fixtures.ts';
import type { Buyer } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import type { Engine } from '../../test/test-database.ts';

const post = (app: FastifyInstance, url: string, headers: Record<string, string>, payload: object = {}) =>
  app.inject({ method: 'POST', url, headers, payload });

export async function creditsOf(app: FastifyInstance, buyer: Buyer) {
  return (await post(app, apiPaths.plans.showCredits, buyer.headers)).json<CreditsAnswer>().success;
}

export async function invoicesOf(app: FastifyInstance, buyer: Buyer): Promise<Invoice[]> {
  return (await post(app, apiPaths.affiliateLogs, buyer.headers)).json<InvoicesAnswer>().success.logs;
}

export async function planOf(app: FastifyInstance, buyer: Buyer): Promise<string> {
  return (await post(app, apiPaths.plans.hasPlan, buyer.headers)).json<{ success: string }>().success;
}

export async function startCheckout(app: FastifyInstance, buyer: Buyer, product: string): Promise<string> {
  const res = await post(app, apiPaths.plans.createCheckoutSession, buyer.headers, { product });
  if (res.statusCode !== 200) throw new Error(`checkout failed: ${res.body}`);
  return res.json<CreateCheckoutAnswer>().sessionId;
}

/** The buyer pays `product` on the built-in test checkout (start, then Pay); throws when either fails. */
export async function buyOnTestCheckout(app: FastifyInstance, buyer: Buyer, product: string) {
  const sessionId = await startCheckout(app, buyer, product);
  const paid = await post(app, `${apiPaths.testCheckout.actions}/${sessionId}/pay`, buyer.headers);
  if (paid.statusCode >= 400) throw new Error(`test checkout payment failed: ${paid.body}`);
  return sessionId;
}

export const verifySession = (app: FastifyInstance, sessionId: string) =>
  app.inject({ method: 'GET', url: `${apiPaths.plans.verifySession}/${sessionId}` });

/** Takes `cost` credits the way a paid AI call does (reserve, then settle at full cost). */
export async function spend(t: TestApp, buyer: Buyer, cost: number) {
  const { credits } = t.services;
  const reservation = await credits.reserve(
    buyer.id,
    cost,
    `test-spend:${buyer.id}:${String(Math.random())}`,
  );
  await credits.settle(reservation, cost);
}

/** The invariant every billing test ends on: each balance equals the sum of its ledger. */
export async function expectLedgerBalanced(t: TestApp) {
  expect(await t.services.credits.ledgerMismatches()).toEqual([]);
}

export interface StripeTestApp extends TestApp {
  fake: FakeStripe;
  /** Posts `event` to the webhook, signed like Stripe (options: another secret, an old timestamp). */
  deliver(event: object, options?: Parameters<typeof signedDelivery>[1]): Promise<LightMyRequestResponse>;
}

/** The app with the Stripe engine pointed at a local fake Stripe, for the enclosing describe block. */
export function useStripeTestApp(engine: Engine): () => StripeTestApp {
  let current: StripeTestApp | undefined;
  beforeAll(async () => {
    const fake = await startFakeStripe();
    const t = await buildTestApp(engine, {
      STRIPE_SECRET_KEY: 'sk_test_penwise',
      STRIPE_WEBHOOK_SECRET: testWebhookSecret,
      STRIPE_API_BASE: fake.url,
    });
    current = {
      ...t,
      fake,
      deliver(event, options) {
        const { payload, headers } = signedDelivery(event, options);
        return t.app.inject({ method: 'POST', url: apiPaths.stripeWebhook, headers, payload });
      },
      async close() {
        await t.close();
        await fake.close();
      },
    };
  });
  afterAll(() => current?.close());
  return () => {
    if (!current) throw new Error('the Stripe test app is used before beforeAll ran');
    return current;
  };
}

/** The buyer pays on (fake) Stripe's page; answers the ids and the checkout.session.completed Stripe sends. */
export async function payOnStripe(t: StripeTestApp, buyer: Buyer, product: string, start = new Date()) {
  const sessionId = await startCheckout(t.app, buyer, product);
  const paid = t.fake.complete(sessionId, { start, days: 30 });
  return { ...paid, sessionId, completed: checkoutCompleted(paid.session) };
}
