import { describe, expect, it } from 'vitest';
import {
  apiPaths,
  billingMessages,
  errorTexts,
  InvoicesAnswer,
  type CreateCheckoutAnswer,
  type ErrorAnswer,
} from '@penwise/contract';
import { engines } from '../../test/test-database.ts';
import { useTestApp } from '../../test/test-app.ts';
import { newBuyer } from '../../test/factories.ts';
import { creditsOf, expectLedgerBalanced, invoicesOf, planOf, verifySession } from './billing-test-kit.ts';

const plans = apiPaths.plans;

describe.each(engines)('billing routes on %s', (engine) => {
  // A public address sells nothing unless the test checkout is asked for by name.
  const t = useTestApp(engine, { PUBLIC_URL: 'https://penwise.example', PAYMENTS: 'test' });
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t().app.inject({ method: 'POST', url, payload, headers });
  const pay = (sessionId: string, buyer: { headers: Record<string, string> }) =>
    t().app.inject({
      method: 'POST',
      url: `${apiPaths.testCheckout.actions}/${sessionId}/pay`,
      headers: buyer.headers,
    });

  describe('POST /api/plans/create-checkout-session', () => {
    it('prices from the server catalogue whatever the client sends, and keeps the ref code', async () => {
      const buyer = await newBuyer(t());
      const tampered = {
        product: 'Silver Pack',
        revenue: '1',
        credits: 99_999_999,
        fee: 0,
        type: false,
        email: buyer.email,
        ref_code: 'FRIEND-42',
      };
      const res = await post(plans.createCheckoutSession, { product: tampered }, buyer.headers);
      expect(res.statusCode).toBe(200);
      const { sessionId, url } = res.json<CreateCheckoutAnswer>();
      expect(url).toBe(`/checkout/${sessionId}`);
      expect((await t().app.inject({ method: 'GET', url: `/checkout/${sessionId}` })).body).toContain(
        '$19.99',
      );

      await pay(sessionId, buyer);
      expect(await creditsOf(t().app, buyer)).toEqual({ x: 400000, y: 0 });
      expect((await verifySession(t().app, sessionId)).json()).toMatchObject({
        metadata: { product: 'Silver Pack', refCode: 'FRIEND-42' },
      });
      expect(await invoicesOf(t().app, buyer)).toMatchObject([{ revenue: '1999' }]);
      await expectLedgerBalanced(t());
    });

    it("takes the ref code from the body, but not the buyer's own", async () => {
      const buyer = await newBuyer(t());
      const { success } = (await post(plans.referral, {}, buyer.headers)).json<{
        success: { code: string };
      }>();
      const own = await post(
        plans.createCheckoutSession,
        { product: 'Gold Pack', ref_code: success.code },
        buyer.headers,
      );
      const theirs = await post(
        plans.createCheckoutSession,
        { product: 'Gold Pack', ref_code: 'OTHER' },
        buyer.headers,
      );
      const metadataOf = async (res: typeof own) =>
        (await verifySession(t().app, res.json<CreateCheckoutAnswer>().sessionId)).json<{
          metadata: object;
        }>().metadata;
      expect(await metadataOf(own)).not.toHaveProperty('refCode');
      expect(await metadataOf(theirs)).toMatchObject({ refCode: 'OTHER' });
    });

    it('refuses an unknown product with 400 unknown_product', async () => {
      const buyer = await newBuyer(t());
      const res = await post(plans.createCheckoutSession, { product: 'Diamond Pack' }, buyer.headers);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: billingMessages.unknownProduct,
        code: 'unknown_product',
        field: 'product',
      });
    });

    it('needs a login', async () => {
      const res = await post(plans.createCheckoutSession, { product: 'Gold Pack' });
      expect(res.statusCode).toBe(401);
      expect(res.json<ErrorAnswer>().error).toBe(errorTexts.notAuthenticated);
    });
  });

  describe('POST /api/plans/purchase', () => {
    it('refuses a product with a price: it must go through the checkout', async () => {
      const buyer = await newBuyer(t());
      const res = await post(
        plans.purchase,
        { product: { product: 'Starter Plan', revenue: '0' } },
        buyer.headers,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: billingMessages.notFree, code: 'not_free' });
      expect(await creditsOf(t().app, buyer)).toEqual({ x: 0, y: 0 });
      expect(await invoicesOf(t().app, buyer)).toEqual([]);
    });

    it('refuses an unknown product, and needs a login', async () => {
      const buyer = await newBuyer(t());
      expect((await post(plans.purchase, { product: 'Free Lunch' }, buyer.headers)).statusCode).toBe(400);
      expect((await post(plans.purchase, { product: 'Bronze Pack' })).statusCode).toBe(401);
    });
  });

  describe('POST /api/plans/has-plan and /cancel-plan', () => {
    it("answers 'False' and refuses to cancel when there is no plan", async () => {
      const buyer = await newBuyer(t());
      expect(await planOf(t().app, buyer)).toBe('False');
      const res = await post(plans.cancelPlan, {}, buyer.headers);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: billingMessages.notSubscribed, code: 'not_subscribed' });
    });

    it('accept the token inside the body, as the SPEC client sends it', async () => {
      const buyer = await newBuyer(t());
      const token = (buyer.headers.authorization ?? '').replace('Bearer ', '');
      const res = await post(plans.hasPlan, { user: { success: { idToken: token } } });
      expect(res.json()).toEqual({ success: 'False' });
      expect((await post(plans.hasPlan, {})).statusCode).toBe(401);
      expect((await post(plans.cancelPlan, {})).statusCode).toBe(401);
    });
  });

  describe('POST /api/affiliate/affiliate-logs', () => {
    it("lists only the buyer's invoices, newest first, in the SPEC shape", async () => {
      const buyer = await newBuyer(t());
      const other = await newBuyer(t());
      for (const product of ['Bronze Pack', 'Starter Plan', 'Gold Pack']) {
        const res = await post(plans.createCheckoutSession, { product }, buyer.headers);
        await pay(res.json<CreateCheckoutAnswer>().sessionId, buyer);
      }
      const res = await post(apiPaths.affiliateLogs, { user: '' }, buyer.headers);
      expect(res.statusCode).toBe(200);
      const logs = InvoicesAnswer.parse(res.json()).success.logs;
      expect(logs.map(({ product, type, status, revenue }) => ({ product, type, status, revenue }))).toEqual([
        { product: 'Gold Pack', type: 'False', status: 'paid', revenue: '2499' },
        { product: 'Starter Plan', type: 'True', status: 'paid', revenue: '1999' },
        { product: 'Bronze Pack', type: 'False', status: 'paid', revenue: '999' },
      ]);
      const numbers = logs.map((log) => Number(log.invoiceNum));
      expect(numbers.every(Number.isInteger)).toBe(true);
      expect([...numbers].sort((a, b) => b - a)).toEqual(numbers);
      expect(logs.every((log) => new Date(log.date).toISOString() === log.date)).toBe(true);
      expect(await invoicesOf(t().app, other)).toEqual([]);
      expect((await post(apiPaths.affiliateLogs, {})).statusCode).toBe(401);
    });
  });

  describe('POST /api/plans/referral', () => {
    it("answers the buyer's code and a link to share", async () => {
      const buyer = await newBuyer(t());
      const res = await post(plans.referral, {}, buyer.headers);
      expect(res.statusCode).toBe(200);
      const { code, link } = res.json<{ success: { code: string; link: string } }>().success;
      expect(code).toMatch(/^[A-Z2-9]{10}$/);
      expect(link).toBe(`https://penwise.example/?ref=${code}`);
      expect((await post(plans.referral, {})).statusCode).toBe(401);
    });
  });

  describe('rate limit', () => {
    const own = useTestApp(engine);

    it('answers 429 to more than 60 verify-session calls a minute from one address', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 61; i += 1) {
        statuses.push((await verifySession(own().app, 'cs_test_none')).statusCode);
      }
      expect(statuses.slice(0, 60).every((status) => status === 404)).toBe(true);
      expect(statuses[60]).toBe(429);
    });
  });
});
