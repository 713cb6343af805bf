import { describe, expect, it } from 'vitest';
import { apiPaths, billingMessages, type VerifySessionAnswer } from '@penwise/contract';
import { engines } from '../../test/test-database.ts';
import { useTestApp } from '../../test/test-app.ts';
import { newBuyer, type Buyer } from '../../test/factories.ts';
import {
  creditsOf,
  expectLedgerBalanced,
  invoicesOf,
  planOf,
  startCheckout,
  verifySession,
} from './billing-test-kit.ts';

const actions = apiPaths.testCheckout.actions;

describe.each(engines)('test checkout on %s', (engine) => {
  const t = useTestApp(engine);
  const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}) =>
    t().app.inject({ method, url, headers });
  // The page's script sends the buyer's session, as the web app stores it, with Pay and Cancel.
  const pay = (sessionId: string, as: Buyer | undefined) =>
    inject('POST', `${actions}/${sessionId}/pay`, as?.headers);
  const cancel = (sessionId: string, as: Buyer | undefined) =>
    inject('POST', `${actions}/${sessionId}/cancel`, as?.headers);

  describe('GET /checkout/:sessionId', () => {
    it('shows the product, its server price, the test-mode notice and Pay / Cancel buttons', async () => {
      const buyer = await newBuyer(t());
      const sessionId = await startCheckout(t().app, buyer, 'Starter Plan');
      const res = await inject('GET', `/checkout/${sessionId}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('Starter Plan');
      expect(res.body).toContain('$19.99');
      expect(res.body).toContain('/ month');
      expect(res.body).toContain(billingMessages.testMode);
      expect(res.body).toContain(`data-action="${actions}/${sessionId}/pay"`);
      expect(res.body).toContain(`data-action="${actions}/${sessionId}/cancel"`);
      // Its one script (allowed by hash) sends the stored session with the click: no form posts without it.
      expect(res.body).not.toContain('<form');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toMatch(
        /default-src 'none'; style-src 'sha256-[\w+/=]+'; script-src 'sha256-[\w+/=]+'; connect-src 'self'; form-action 'none'/,
      );
    });

    it('answers a clear 404 page for an unknown session', async () => {
      const res = await inject('GET', '/checkout/cs_test_unknown');
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain(billingMessages.checkoutNotFound);
    });

    it('answers the same 404 page for an id the database cannot compare (a NUL byte), not a 500', async () => {
      const res = await inject('GET', '/checkout/cs_test_%00');
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain(billingMessages.checkoutNotFound);
    });
  });

  describe('paying a pack', () => {
    it('grants x once, records a paid invoice and verify-session answers paid', async () => {
      const buyer = await newBuyer(t());
      const sessionId = await startCheckout(t().app, buyer, 'Bronze Pack');

      const res = await pay(sessionId, buyer);
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(`/success?session_id=${sessionId}`);
      expect(await creditsOf(t().app, buyer)).toEqual({ x: 200000, y: 0 });

      const verified = await verifySession(t().app, sessionId);
      expect(verified.statusCode).toBe(200);
      expect(verified.json<VerifySessionAnswer>()).toEqual({
        id: sessionId,
        payment_status: 'paid',
        status: 'complete',
        metadata: { product: 'Bronze Pack' },
      });
      // The owner's internal id is not for whoever holds the checkout link.
      expect(verified.body).not.toContain(buyer.id);
      // Paying again (a double click, a replayed form) and verifying again change nothing.
      expect((await pay(sessionId, buyer)).statusCode).toBe(303);
      await verifySession(t().app, sessionId);
      expect(await creditsOf(t().app, buyer)).toEqual({ x: 200000, y: 0 });
      expect(await invoicesOf(t().app, buyer)).toMatchObject([
        { product: 'Bronze Pack', type: 'False', status: 'paid', revenue: '999' },
      ]);
      expect((await inject('GET', `/checkout/${sessionId}`)).body).toContain('Already paid');
      await expectLedgerBalanced(t());
    });
  });

  describe('who may pay', () => {
    it('refuses Pay and Cancel without a session (401) and from another user (404): nothing changes', async () => {
      const buyer = await newBuyer(t());
      const stranger = await newBuyer(t());
      const sessionId = await startCheckout(t().app, buyer, 'Gold Pack');

      const anonymous = await pay(sessionId, undefined);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ code: 'not_authenticated' });
      expect((await cancel(sessionId, undefined)).statusCode).toBe(401);
      const foreign = await pay(sessionId, stranger);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ error: billingMessages.checkoutNotFound, code: 'checkout_not_found' });
      expect((await cancel(sessionId, stranger)).statusCode).toBe(404);

      expect((await verifySession(t().app, sessionId)).json()).toMatchObject({
        status: 'open',
        payment_status: 'unpaid',
      });
      expect(await creditsOf(t().app, buyer)).toEqual({ x: 0, y: 0 });
      expect(await creditsOf(t().app, stranger)).toEqual({ x: 0, y: 0 });
      expect(await invoicesOf(t().app, stranger)).toEqual([]);
      // The owner still can.
      expect((await pay(sessionId, buyer)).statusCode).toBe(303);
      expect(await creditsOf(t().app, buyer)).toEqual({ x: 500000, y: 0 });
      await expectLedgerBalanced(t());
    });
  });

  describe('cancelling', () => {
    it('expires the session, redirects to /cancel and grants nothing', async () => {
      const buyer = await newBuyer(t());
      const sessionId = await startCheckout(t().app, buyer, 'Gold Pack');
      const res = await cancel(sessionId, buyer);
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/cancel');
      expect((await verifySession(t().app, sessionId)).json()).toMatchObject({
        status: 'expired',
        payment_status: 'unpaid',
      });
      expect((await pay(sessionId, buyer)).statusCode).toBe(404);
      expect((await inject('GET', `/checkout/${sessionId}`)).statusCode).toBe(404);
      expect(await creditsOf(t().app, buyer)).toEqual({ x: 0, y: 0 });
      expect(await invoicesOf(t().app, buyer)).toEqual([]);
      await expectLedgerBalanced(t());
    });

    it('answers 404 for unknown sessions, and verify-session 404 checkout_not_found', async () => {
      const buyer = await newBuyer(t());
      expect((await pay('cs_test_nothing', buyer)).statusCode).toBe(404);
      expect((await cancel('cs_test_nothing', buyer)).statusCode).toBe(404);
      const verified = await verifySession(t().app, 'cs_test_nothing');
      expect(verified.statusCode).toBe(404);
      expect(verified.json()).toMatchObject({ code: 'checkout_not_found' });
    });
  });

  describe('paying a plan', () => {
    it('sets y to the plan credits, starts the plan and lists a subscription invoice', async () => {
      const buyer = await newBuyer(t());
      await pay(await startCheckout(t().app, buyer, 'Premium Plan'), buyer);
      expect(await creditsOf(t().app, buyer)).toEqual({ x: 0, y: 400000 });
      expect(await planOf(t().app, buyer)).toBe('Premium Plan');
      expect(await invoicesOf(t().app, buyer)).toMatchObject([
        { product: 'Premium Plan', type: 'True', status: 'paid', revenue: '4999' },
      ]);
      await expectLedgerBalanced(t());
    });

    it('refuses to sell the running plan again, unless it is cancelled', async () => {
      const buyer = await newBuyer(t());
      await pay(await startCheckout(t().app, buyer, 'Starter Plan'), buyer);
      const again = await t().app.inject({
        method: 'POST',
        url: apiPaths.plans.createCheckoutSession,
        headers: buyer.headers,
        payload: { product: 'Starter Plan' },
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ error: billingMessages.alreadySubscribed, code: 'already_subscribed' });
      await t().app.inject({
        method: 'POST',
        url: apiPaths.plans.cancelPlan,
        headers: buyer.headers,
        payload: {},
      });
      // Still running to the period's end: taking it back is a plan change, not a second checkout.
      const rebuy = await t().app.inject({
        method: 'POST',
        url: apiPaths.plans.createCheckoutSession,
        headers: buyer.headers,
        payload: { product: 'Starter Plan' },
      });
      expect(rebuy.json()).toMatchObject({ code: 'plan_change_required' });
      const resume = await t().app.inject({
        method: 'POST',
        url: apiPaths.plans.changePlan,
        headers: buyer.headers,
        payload: { plan: 'Starter Plan' },
      });
      expect(resume.json()).toMatchObject({
        success: { kind: 'same', message: billingMessages.changeUndone },
      });
      expect(await planOf(t().app, buyer)).toBe('Starter Plan');
      await expectLedgerBalanced(t());
    });

    it('moves to another plan through change-plan, not a second checkout', async () => {
      const buyer = await newBuyer(t());
      await pay(await startCheckout(t().app, buyer, 'Starter Plan'), buyer);
      const upgrade = { plan: 'Platinum Plan' };
      const headers = buyer.headers;
      await t().app.inject({ method: 'POST', url: apiPaths.plans.changePlan, headers, payload: upgrade });
      expect(await planOf(t().app, buyer)).toBe('Platinum Plan');
      expect(await creditsOf(t().app, buyer)).toEqual({ x: 0, y: 500000 });
      await expectLedgerBalanced(t());
    });
  });
});
