import { describe, expect, it } from 'vitest';
import {
  apiPaths,
  brandVoiceMessages,
  LearnVoiceAnswer,
  textMinTokens,
  textTokenCost,
  type GenTextInput,
} from '@penwise/contract';
import { fakeTextEngine } from '../../adapters/ai/fake-text-engine.ts';
import { historyOf, payingBuyer } from '../../test/factories.ts';
import { useTestApp, type TestApp } from '../../test/test-app.ts';
import { engines } from '../../test/test-database.ts';
import { generationsOf } from './studio.fixtures.ts';

const samples = [
  'We make bottles for people who love the trail. We test every one on our own hikes before you see it. We think a good bottle should last for years, so we build ours to be repaired, not replaced.',
  'Our team walked the coast path last spring with the new bamboo bottle. We filled it at every stream and it kept our water cold until the evening. We are proud of it, and we think you will be too.',
];

const learn = (t: TestApp, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: apiPaths.brandVoices.learn, headers, payload });

describe.each(engines)('POST /api/brand-voices/learn (%s)', (engine) => {
  describe('on the demo engine', () => {
    const testApp = useTestApp(engine);

    it('drafts the fields from the samples, charged by tokens and listed in history', async () => {
      const t = testApp();
      const user = await payingBuyer(t, 5000);
      const res = await learn(t, user.headers, { samples });
      expect(res.statusCode).toBe(200);
      const answer = LearnVoiceAnswer.parse(res.json()).success;
      expect(answer.credits).toBeGreaterThan(0);
      expect(await user.balance()).toBe(5000 - answer.credits);
      const [item] = await historyOf(t, user);
      expect(item?.id).toBe(answer.historyId);
      expect(item?.credits).toBe(answer.credits);
      expect((item?.input as GenTextInput).save_data).toMatchObject({
        cat: 'write-anything',
        tool: 'learn-brand-voice',
      });
      // What the demo derives from these samples: they speak as "we".
      expect(answer.fields.person).toBe('first-plural');
    });

    it('answers 402 to a user who cannot pay for a short answer', async () => {
      const t = testApp();
      const user = await payingBuyer(t, textTokenCost(textMinTokens) - 1);
      const res = await learn(t, user.headers, { samples });
      expect(res.statusCode).toBe(402);
      expect(await generationsOf(t, user.id)).toBe(0);
    });

    it.each([
      ['no samples', { samples: [] }, brandVoiceMessages.samplesRequired],
      [
        'six samples',
        { samples: Array.from({ length: 6 }, () => 'A sample.') },
        brandVoiceMessages.tooManySamples,
      ],
      ['a sample over the limit', { samples: ['x'.repeat(5001)] }, brandVoiceMessages.sampleTooLong],
    ])('refuses %s with 400 and changes nothing', async (_name, payload, message) => {
      const t = testApp();
      const user = await payingBuyer(t, 5000);
      const res = await learn(t, user.headers, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ error: string }>().error).toBe(message);
      expect(await user.balance()).toBe(5000);
      expect(await generationsOf(t, user.id)).toBe(0);
    });

    it('answers 401 without a session', async () => {
      const res = await learn(testApp(), {}, { samples });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('on a model', () => {
    const engineFake = fakeTextEngine();
    const testApp = useTestApp(engine, {}, { textEngine: engineFake });

    it('asks for a JSON object of the fields, the samples in the user message', async () => {
      const t = testApp();
      const user = await payingBuyer(t, 5000);
      const voice = { style: 'Warm and plain.', person: 'first-plural', dos: ['Short sentences'] };
      engineFake.script({ deltas: ['```json\n', JSON.stringify(voice), '\n```'], completionTokens: 30 });
      const res = await learn(t, user.headers, { samples });
      expect(res.statusCode).toBe(200);
      expect(LearnVoiceAnswer.parse(res.json()).success).toMatchObject({
        fields: { ...voice, audience: '', avoidWords: [], formality: null },
        credits: textTokenCost(30),
      });
      const sent = engineFake.requests.at(-1);
      expect(sent?.system).toContain('JSON object');
      expect(sent?.user).toContain(samples[0]);
      expect(sent?.user).toContain(samples[1]);
    });

    it('answers 422 when the answer holds no usable voice, and keeps it charged', async () => {
      const t = testApp();
      const user = await payingBuyer(t, 5000);
      engineFake.script({ deltas: ['I am not sure what ', 'these samples share.'], completionTokens: 12 });
      const res = await learn(t, user.headers, { samples });
      expect(res.statusCode).toBe(422);
      expect(res.json<{ error: string }>().error).toBe(brandVoiceMessages.learnFailed);
      expect(await user.balance()).toBe(5000 - textTokenCost(12));
      const [item] = await historyOf(t, user);
      expect(item?.credits).toBe(textTokenCost(12));
    });

    it('charges nothing when the engine fails', async () => {
      const t = testApp();
      const user = await payingBuyer(t, 5000);
      engineFake.script({ deltas: [], fail: 'busy' });
      const res = await learn(t, user.headers, { samples });
      expect(res.statusCode).toBe(503);
      expect(await user.balance()).toBe(5000);
    });
  });
});
