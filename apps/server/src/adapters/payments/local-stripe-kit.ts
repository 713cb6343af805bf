import pino from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { findProduct, type Product } from '@penwise/contract';
import { startFakeStripe, type FakeStripe } from './fake-stripe-server.ts';
import { testWebhookSecret } from './stripe-event-fixtures.ts';
import { stripePaymentEngine } from './stripe.ts';

type StripeEngine = ReturnType<typeof stripePaymentEngine>;

/** The buyer the Stripe engine's tests check out as. */
export const stripeTestUser = { id: '4b7c2a34-7c1d-4a0e-9a57-1d1f0d3f6c11', email: 'buyer@example.com' };

/** A catalogue product by title; throws when the catalogue lost it. */
export function catalogueProduct(title: string): Product {
  const found = findProduct(title);
  if (!found) throw new Error(`no ${title}`);
  return found;
}

/** A local fake Stripe and the real Stripe engine pointed at it (test keys, silent log); close `fake` after. */
export async function startLocalStripe(): Promise<{ fake: FakeStripe; engine: StripeEngine }> {
  const fake = await startFakeStripe();
  const engine = stripePaymentEngine({
    secretKey: 'sk_test_penwise',
    webhookSecret: testWebhookSecret,
    apiBase: fake.url,
    log: pino({ enabled: false }),
  });
  return { fake, engine };
}

/** Starts a local Stripe before the suite and closes it after; read `fake` and `engine` inside tests. */
export function useLocalStripe(): { readonly fake: FakeStripe; readonly engine: StripeEngine } {
  let started: { fake: FakeStripe; engine: StripeEngine } | undefined;
  beforeAll(async () => {
    started = await startLocalStripe();
  });
  afterAll(() => started?.fake.close());
  const get = () => {
    if (!started) throw new Error('the local Stripe starts in beforeAll');
    return started;
  };
  return {
    get fake() {
      return get().fake;
    },
    get engine() {
      return get().engine;
    },
  };
}

/** Checks `title` out as the test user and pays it on the fake Stripe: what the fake made of the payment. */
export async function paidCheckout(
  stripe: { fake: FakeStripe; engine: StripeEngine },
  title: string,
  urls: { successUrl: string; cancelUrl: string },
) {
  const request = { user: stripeTestUser, product: catalogueProduct(title), ...urls };
  const { sessionId } = await stripe.engine.createCheckout(request);
  return stripe.fake.complete(sessionId);
}
