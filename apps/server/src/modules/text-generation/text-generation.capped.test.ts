import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  apiPaths,
  findTool,
  GenTextInput,
  textLimits,
  textMinTokens,
  textTokenCap,
  textTokenCost,
  TextStreamFinal,
} from '@penwise/contract';
import { fakeTextEngine } from '../../adapters/ai/fake-text-engine.ts';
import { subscriptions } from '../../db/schema/index.ts';
import { grantCredits, historyOf, newBuyer } from '../../test/factories.ts';
import { parseSse } from '../../test/sse.ts';
import { useTestApp, type TestApp } from '../../test/test-app.ts';
import { engines } from '../../test/test-database.ts';
import { createCreditsService } from '../credits/credits.service.ts';

const capOf = (slug: string) => textTokenCap(findTool(slug)?.prompt.maxWords ?? 0, 2048);
const floorCost = textTokenCost(textMinTokens);

describe.each(engines)('text generation within the balance (%s)', (engine) => {
  const engineFake = fakeTextEngine();
  const testApp = useTestApp(engine, {}, { textEngine: engineFake });

  /** A logged-in user with pack (x) and plan (y) credits, on `plan` when given. */
  async function userWith(t: TestApp, amounts: { x?: number; y?: number }, plan?: string) {
    const buyer = await newBuyer(t);
    const credits = createCreditsService(t.database.db);
    await grantCredits(t.database.db, credits, buyer.id, amounts);
    if (plan) {
      const now = new Date();
      await t.database.db.insert(subscriptions).values({
        userId: buyer.id,
        plan,
        provider: 'test',
        providerSubscriptionId: `sub-${buyer.id}`,
        currentPeriodStart: now,
        currentPeriodEnd: new Date(now.getTime() + 30 * 86_400_000),
      });
    }
    return { ...buyer, balance: () => credits.balance(buyer.id) };
  }

  const stream = (t: TestApp, headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: apiPaths.ai.textStream, headers, payload });

  it('shortens the engine’s cap to what the balance pays for, says so, and charges the tokens used', async () => {
    const t = testApp();
    const cap = capOf('article-generator');
    const start = textTokenCost(cap) - 31;
    const user = await userWith(t, { x: start });
    engineFake.script({ deltas: ['A short ', 'article.'], completionTokens: 40 });
    const res = await stream(t, user.headers, { tool_data: 'article-generator', content: 'Bamboo bottles' });
    expect(res.statusCode).toBe(200);
    const final = TextStreamFinal.parse(parseSse(res.body).at(-1)?.data);
    expect(final.shortened).toBe(true);
    const request = engineFake.requests.at(-1);
    expect(request?.maxTokens).toBe(Math.floor(start / 3.5));
    expect(textTokenCost(request?.maxTokens ?? 0)).toBeLessThanOrEqual(start);
    expect(request?.system).toContain('Keep the whole answer under');
    const { x, y } = await user.balance();
    expect(x + y).toBe(start - textTokenCost(40));
  });

  it('does not mark an answer the balance paid for in full', async () => {
    const t = testApp();
    const user = await userWith(t, { x: 50_000 });
    engineFake.script({ deltas: ['Full.'], completionTokens: 2 });
    const res = await stream(t, user.headers, { tool_data: 'article-generator', content: 'Bamboo bottles' });
    const final = TextStreamFinal.parse(parseSse(res.body).at(-1)?.data);
    expect(final.shortened).toBeUndefined();
    expect(engineFake.requests.at(-1)?.maxTokens).toBe(capOf('article-generator'));
  });

  it('serves a balance of exactly the floor, and refuses one credit less with 402', async () => {
    const t = testApp();
    const enough = await userWith(t, { x: floorCost });
    engineFake.script({ deltas: ['Short.'], completionTokens: 3 });
    const ok = await stream(t, enough.headers, { tool_data: 'write-anything', content: 'A haiku' });
    expect(ok.statusCode).toBe(200);
    expect(engineFake.requests.at(-1)?.maxTokens).toBe(textMinTokens);

    const short = await userWith(t, { x: floorCost - 1 });
    const calls = engineFake.requests.length;
    const refused = await stream(t, short.headers, { tool_data: 'write-anything', content: 'A haiku' });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ code: 'not_enough_credits' });
    expect(engineFake.requests.length).toBe(calls);
  });

  describe('a plan without AI templates (Starter)', () => {
    it('writes with Write Anything from plan credits', async () => {
      const t = testApp();
      const user = await userWith(t, { y: 10_000 }, 'Starter Plan');
      engineFake.script({ deltas: ['Anything.'], completionTokens: 3 });
      const res = await stream(t, user.headers, { tool_data: 'write-anything', content: 'A note' });
      expect(res.statusCode).toBe(200);
      expect(await user.balance()).toEqual({ x: 0, y: 10_000 - textTokenCost(3) });
    });

    it('refuses a template with 403 naming the plan when there are no pack credits', async () => {
      const t = testApp();
      const user = await userWith(t, { y: 10_000 }, 'Starter Plan');
      const calls = engineFake.requests.length;
      const res = await stream(t, user.headers, { tool_data: 'facebook-ads', content: 'A bakery' });
      expect(res.statusCode).toBe(403);
      expect(res.json<{ error: string }>().error).toContain('not included in the Starter Plan');
      expect(engineFake.requests.length).toBe(calls);
      expect(await user.balance()).toEqual({ x: 0, y: 10_000 });
    });

    it('pays for a template from pack credits only', async () => {
      const t = testApp();
      const user = await userWith(t, { x: 20_000, y: 10_000 }, 'Starter Plan');
      engineFake.script({ deltas: ['Ads.'], completionTokens: 10 });
      const res = await stream(t, user.headers, { tool_data: 'facebook-ads', content: 'A bakery' });
      expect(res.statusCode).toBe(200);
      expect(await user.balance()).toEqual({ x: 20_000 - textTokenCost(10), y: 10_000 });
    });

    it('reads the plan with the session: a canceled Starter plan no longer limits templates', async () => {
      const t = testApp();
      const user = await userWith(t, { y: 10_000 }, 'Starter Plan');
      await t.database.db
        .update(subscriptions)
        .set({ status: 'canceled', endedAt: new Date() })
        .where(eq(subscriptions.userId, user.id));
      engineFake.script({ deltas: ['Ads.'], completionTokens: 10 });
      const res = await stream(t, user.headers, { tool_data: 'facebook-ads', content: 'A bakery' });
      expect(res.statusCode).toBe(200);
      expect(await user.balance()).toEqual({ x: 0, y: 10_000 - textTokenCost(10) });
    });

    it('lets a Premium subscriber use templates from plan credits', async () => {
      const t = testApp();
      const user = await userWith(t, { y: 10_000 }, 'Premium Plan');
      engineFake.script({ deltas: ['Ads.'], completionTokens: 10 });
      const res = await stream(t, user.headers, { tool_data: 'facebook-ads', content: 'A bakery' });
      expect(res.statusCode).toBe(200);
      expect(await user.balance()).toEqual({ x: 0, y: 10_000 - textTokenCost(10) });
    });
  });

  it('takes a description of exactly the limit whole, and refuses one character more with the count', async () => {
    const t = testApp();
    const user = await userWith(t, { x: 50_000 });
    const full = 'Bamboo bottles for hikers. '.repeat(200).slice(0, textLimits.descriptionMax);
    engineFake.script({ deltas: ['Done.'], completionTokens: 2 });
    const ok = await stream(t, user.headers, { tool_data: 'write-anything', content: full });
    expect(ok.statusCode).toBe(200);
    expect(engineFake.requests.at(-1)?.user).toContain(full.trim());
    const over = await stream(t, user.headers, { tool_data: 'write-anything', content: `${full}x` });
    expect(over.statusCode).toBe(400);
    expect(over.json<{ error: string }>().error).toContain('5,000 characters');
  });

  it('keeps tone and language with the history item, for reopening', async () => {
    const t = testApp();
    const user = await userWith(t, { x: 50_000 });
    engineFake.script({ deltas: ['Hola.'], completionTokens: 2 });
    await stream(t, user.headers, {
      tool_data: 'write-anything',
      content: 'A greeting',
      tone: 'Witty',
      language: 'Spanish',
    });
    const [item] = await historyOf(t, user);
    const input = GenTextInput.parse(item?.input);
    expect(input.save_data).toMatchObject({ tone: 'Witty', language: 'Spanish', description: 'A greeting' });
  });
});
