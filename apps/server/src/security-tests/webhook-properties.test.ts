import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@penwise/contract';
import { signedDelivery, stripeEvent } from '../adapters/payments/stripe-event-fixtures.ts';
import { useStripeTestApp } from '../modules/billing/billing-test-kit.ts';
import { payingBuyer } from '../test/factories.ts';
import { engines } from '../test/test-database.ts';
import { moneyOf, problemsOf } from './answer-checks.ts';
import { headerValue, hostileString, jsonText } from './arbitraries.ts';

const numRuns = Number(process.env.FUZZ_RUNS ?? 60);

// What an attacker can send Stripe's webhook: any body, with a missing, forged, stale or borrowed
// signature (one Stripe made for another body). Only Stripe holds the secret that signs events.
const forgedDeliveries = fc.record({
  body: fc.oneof(
    jsonText(['id', 'type', 'data', 'object', 'metadata']),
    fc
      .constantFrom('checkout.session.completed', 'invoice.paid', 'charge.refunded')
      .map((type) =>
        JSON.stringify(
          stripeEvent(type, { id: 'cs_test_forged', metadata: { userId: 'x', product: 'Gold Pack' } }),
        ),
      ),
    hostileString,
  ),
  signature: fc.oneof(
    fc.constant(undefined),
    headerValue,
    fc.constant('t=1,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd'),
    fc.constantFrom('borrowed', 'stale', 'other-secret'),
  ),
});

describe.each(engines)(
  'POST /api/stripe/webhook with Stripe configured, forged deliveries (%s)',
  (engine) => {
    const t = useStripeTestApp(engine);

    it('refuses every delivery Stripe did not sign for that body with 400, moving no credits', async () => {
      const buyer = await payingBuyer(t(), 1000);
      const borrowed = signedDelivery(stripeEvent('ping', {})).headers['stripe-signature'];
      const stale = (body: string) =>
        signedDelivery(JSON.parse(body) as object, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
      await fc.assert(
        fc.asyncProperty(forgedDeliveries, async ({ body, signature }) => {
          const before = await moneyOf(t().database.db, buyer.id);
          let header = signature;
          if (signature === 'borrowed') header = borrowed;
          if (signature === 'other-secret') {
            header = signedDelivery({}, { secret: 'whsec_someone_else' }).headers['stripe-signature'];
          }
          if (signature === 'stale') {
            try {
              header = stale(body).headers['stripe-signature'];
            } catch {
              header = borrowed;
            }
          }
          const res = await t().app.inject({
            method: 'POST',
            url: apiPaths.stripeWebhook,
            headers: {
              'content-type': 'application/json',
              ...(header === undefined ? {} : { 'stripe-signature': header }),
            },
            payload: body,
          });
          const summary = `${String(res.statusCode)} ${res.body.slice(0, 300)}`;
          expect(problemsOf(res), summary).toEqual([]);
          expect(res.json(), summary).toMatchObject({ code: 'invalid_signature' });
          expect(await moneyOf(t().database.db, buyer.id), summary).toEqual(before);
        }),
        { numRuns },
      );
    }, 60_000);
  },
);
