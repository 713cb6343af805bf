import { describe, expect, it } from 'vitest';
import {
  aiMessages,
  apiPaths,
  brandVoiceMessages,
  customTemplateLimits,
  customTemplateMessages,
  textTokenCap,
  textTokenCost,
  type GenTextInput,
} from '@penwise/contract';
import { fakeTextEngine } from '../../adapters/ai/fake-text-engine.ts';
import { subscriptions } from '../../db/schema/index.ts';
import { grantCredits, historyOf, payingBuyer } from '../../test/factories.ts';
import { useTestApp, type TestApp } from '../../test/test-app.ts';
import { engines } from '../../test/test-database.ts';
import { createTemplate, createVoice, generationsOf, trailVoice } from './studio.fixtures.ts';

const saveDataOf = (input: unknown) => (input as GenTextInput).save_data;

describe.each(engines)('brand voices and own templates in the text calls (%s)', (engine) => {
  const engineFake = fakeTextEngine();
  const testApp = useTestApp(engine, {}, { textEngine: engineFake });

  const post = (t: TestApp, headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: apiPaths.ai.text, headers, payload });

  /** Posts `payload` and checks that nothing happened: 400, no engine call, no hold, no generation. */
  async function expectRefused(
    t: TestApp,
    user: Awaited<ReturnType<typeof payingBuyer>>,
    payload: object,
    message: string,
  ) {
    const calls = engineFake.requests.length;
    const res = await post(t, user.headers, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toBe(message);
    expect(engineFake.requests.length).toBe(calls);
    expect(await user.balance()).toBe(5000);
    expect(await generationsOf(t, user.id)).toBe(0);
  }

  describe('a brand voice', () => {
    it('puts its rules into the system prompt and its id and name into the history item', async () => {
      const t = testApp();
      const user = await payingBuyer(t, 5000);
      const voiceId = await createVoice(t, user.headers);
      const res = await post(t, user.headers, {
        tool_data: 'facebook-ads',
        content: 'A bamboo bottle',
        brand_voice_id: voiceId,
      });
      expect(res.statusCode).toBe(200);
      const sent = engineFake.requests.at(-1);
      expect(sent?.system).toContain(`Brand voice "${trailVoice.name}"`);
      expect(sent?.system).toContain('synergy');
      expect(sent?.system).toContain(trailVoice.audience);
      expect(sent?.user).not.toContain('synergy');
      const [item] = await historyOf(t, user);
      expect(saveDataOf(item?.input)).toMatchObject({
        tool: 'facebook-ads',
        brand_voice_id: voiceId,
        brand_voice_name: trailVoice.name,
      });
    });

    it('refuses another user’s voice with 400, holding nothing and writing no generation', async () => {
      const t = testApp();
      const owner = await payingBuyer(t, 0);
      const voiceId = await createVoice(t, owner.headers);
      const user = await payingBuyer(t, 5000);
      await expectRefused(
        t,
        user,
        { tool_data: 'facebook-ads', content: 'A bamboo bottle', brand_voice_id: voiceId },
        brandVoiceMessages.unknownVoice,
      );
    });
  });

  describe('a template of the user’s own', () => {
    it('sends its prompt filled with the fields, then tone and language, within its word cap', async () => {
      const t = testApp();
      const user = await payingBuyer(t, 5000);
      const id = await createTemplate(t, user.headers);
      engineFake.script({ deltas: ['A blurb.'], completionTokens: 4 });
      const res = await post(t, user.headers, {
        tool_data: id,
        fields: { product: 'Bamboo bottle', audience: 'hikers', length: 'short', unknown: 'ignored' },
        tone: 'Witty',
        language: 'French',
      });
      expect(res.statusCode).toBe(200);
      const sent = engineFake.requests.at(-1);
      expect(sent?.user).toBe(
        'Write a blurb for Bamboo bottle aimed at hikers, short please.\n\nTone: Witty\nLanguage: French',
      );
      expect(sent?.system).toContain('Write in French with a Witty tone.');
      expect(sent?.maxTokens).toBe(textTokenCap(customTemplateLimits.maxWords, 2048));
      expect(await user.balance()).toBe(5000 - textTokenCost(4));
      const [item] = await historyOf(t, user);
      expect(saveDataOf(item?.input)).toEqual({
        cat: 'ecommerce',
        tool: id,
        description: 'Product: Bamboo bottle\nAudience: hikers\nLength: short',
        tone: 'Witty',
        language: 'French',
        fields: { product: 'Bamboo bottle', audience: 'hikers', length: 'short' },
      });
    });

    it('takes a voice like a built-in tool', async () => {
      const t = testApp();
      const user = await payingBuyer(t, 5000);
      const id = await createTemplate(t, user.headers);
      const voiceId = await createVoice(t, user.headers);
      const res = await post(t, user.headers, {
        tool_data: id,
        fields: { product: 'Bottle', length: 'long' },
        brand_voice_id: voiceId,
      });
      expect(res.statusCode).toBe(200);
      expect(engineFake.requests.at(-1)?.system).toContain(`Brand voice "${trailVoice.name}"`);
    });

    it.each([
      ['a required field missing', { length: 'short' }, customTemplateMessages.fieldMissing('Product')],
      [
        'a required field left blank',
        { product: '  ', length: 'short' },
        customTemplateMessages.fieldMissing('Product'),
      ],
      [
        'a choice that is not one of its options',
        { product: 'Bottle', length: 'medium' },
        customTemplateMessages.choiceUnknown('Length'),
      ],
    ])('refuses %s with 400 and changes nothing', async (_name, fields, message) => {
      const t = testApp();
      const user = await payingBuyer(t, 5000);
      const id = await createTemplate(t, user.headers);
      await expectRefused(t, user, { tool_data: id, fields }, message);
    });

    it('refuses another user’s template, or one that does not exist, as an unknown tool', async () => {
      const t = testApp();
      const owner = await payingBuyer(t, 0);
      const id = await createTemplate(t, owner.headers);
      const user = await payingBuyer(t, 5000);
      const fields = { product: 'Bottle', length: 'short' };
      await expectRefused(t, user, { tool_data: id, fields }, aiMessages.unknownTool);
      await expectRefused(
        t,
        user,
        { tool_data: '00000000-0000-4000-8000-000000000000', fields },
        aiMessages.unknownTool,
      );
    });

    it('is an AI template: a plan without them pays for it from pack credits only', async () => {
      const t = testApp();
      const user = await payingBuyer(t, 0);
      await grantCredits(t.database.db, t.services.credits, user.id, { y: 20_000 });
      const now = new Date();
      await t.database.db.insert(subscriptions).values({
        userId: user.id,
        plan: 'Starter Plan',
        provider: 'test',
        providerSubscriptionId: `sub-${user.id}`,
        currentPeriodStart: now,
        currentPeriodEnd: new Date(now.getTime() + 30 * 86_400_000),
      });
      const id = await createTemplate(t, user.headers);
      const res = await post(t, user.headers, {
        tool_data: id,
        fields: { product: 'Bottle', length: 'short' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'forbidden' });
    });
  });

  it('still needs a description for a built-in tool', async () => {
    const t = testApp();
    const user = await payingBuyer(t, 5000);
    const res = await post(t, user.headers, { tool_data: 'facebook-ads', fields: { product: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'content' });
  });
});
