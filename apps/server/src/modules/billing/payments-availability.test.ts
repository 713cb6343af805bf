import { describe, expect, it } from 'vitest';
import { apiPaths, billingMessages, type PaymentsAnswer } from '@penwise/contract';
import { engines } from '../../test/test-database.ts';
import { useTestApp, type TestApp } from '../../test/test-app.ts';
import { newBuyer } from '../../test/factories.ts';
import {
  creditsOf,
  expectLedgerBalanced,
  invoicesOf,
  startCheckout,
  useStripeTestApp,
} from './billing-test-kit.ts';

const actions = apiPaths.testCheckout.actions;

const paymentsOf = async (t: TestApp) => {
  const res = await t.app.inject({ method: 'GET', url: apiPaths.plans.payments });
  expect(res.statusCode).toBe(200);
  return res.json<PaymentsAnswer>().success.mode;
};

describe.each(engines)('payments availability on %s', (engine) => {
  describe('a public PUBLIC_URL without Stripe and without PAYMENTS=test', () => {
    const t = useTestApp(engine, { PUBLIC_URL: 'https://penwise.example' });

    it('says payments are off, to guests too', async () => {
      expect(await paymentsOf(t())).toBe('off');
    });

    it('answers checkout creation 503 with a clear message and records nothing', async () => {
      const buyer = await newBuyer(t());
      const res = await t().app.inject({
        method: 'POST',
        url: apiPaths.plans.createCheckoutSession,
        headers: buyer.headers,
        payload: { product: 'Gold Pack' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ error: 'Payments are not available right now.', code: 'payments_off' });
      expect(billingMessages.paymentsOff).toBe('Payments are not available right now.');
      expect(await creditsOf(t().app, buyer)).toEqual({ x: 0, y: 0 });
      expect(await invoicesOf(t().app, buyer)).toEqual([]);
      await expectLedgerBalanced(t());
    });

    it('has no test-checkout page, Pay, Cancel or clock routes', async () => {
      const buyer = await newBuyer(t());
      for (const [method, url] of [
        ['GET', '/checkout/cs_test_anything'],
        ['POST', `${actions}/cs_test_anything/pay`],
        ['POST', `${actions}/cs_test_anything/cancel`],
        ['POST', apiPaths.testCheckout.advanceClock],
      ] as const) {
        const res = await t().app.inject({ method, url, headers: buyer.headers, payload: {} });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
      expect(await creditsOf(t().app, buyer)).toEqual({ x: 0, y: 0 });
    });

    it('answers verify-session 404: there is no checkout to look up', async () => {
      const res = await t().app.inject({
        method: 'GET',
        url: `${apiPaths.plans.verifySession}/cs_test_anything`,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'checkout_not_found' });
    });
  });

  describe('a public PUBLIC_URL with PAYMENTS=test (a staging site, the security scan)', () => {
    const t = useTestApp(engine, { PUBLIC_URL: 'https://penwise.example', PAYMENTS: 'test' });

    it('says test and sells through the test checkout, paid with the buyer’s session', async () => {
      expect(await paymentsOf(t())).toBe('test');
      const buyer = await newBuyer(t());
      const sessionId = await startCheckout(t().app, buyer, 'Gold Pack');
      const paid = await t().app.inject({
        method: 'POST',
        url: `${actions}/${sessionId}/pay`,
        headers: buyer.headers,
      });
      expect(paid.statusCode).toBe(303);
      expect(await creditsOf(t().app, buyer)).toEqual({ x: 500000, y: 0 });
      await expectLedgerBalanced(t());
    });
  });

  describe('the laptop quick start (PUBLIC_URL left to http://localhost)', () => {
    const t = useTestApp(engine);

    it('says test: the built-in checkout is on by default', async () => {
      expect(await paymentsOf(t())).toBe('test');
    });
  });

  describe('Stripe keys set', () => {
    const t = useStripeTestApp(engine);

    it('says stripe', async () => {
      expect(await paymentsOf(t())).toBe('stripe');
    });
  });
});
