import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiPaths, textTokenCost, TextStreamFinal } from '@penwise/contract';
import { fakeTextEngine } from '../../adapters/ai/fake-text-engine.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../../adapters/ai/fake-openai-server.ts';
import { countTokens } from '../../adapters/ai/token-count.ts';
import { payingBuyer } from '../../test/factories.ts';
import { parseSse } from '../../test/sse.ts';
import { buildTestApp, useTestApp, type TestApp } from '../../test/test-app.ts';
import { engines } from '../../test/test-database.ts';

const paragraph = {
  Chinese:
    '这款可重复使用的竹制水瓶专为喜欢户外运动的人设计。它轻便耐用，可以保持饮料的温度长达十二个小时。瓶身采用天然竹材，每一个都有独特的纹理。我们相信，小小的改变可以减少塑料垃圾，让地球更加美好。',
  Japanese:
    'この再利用できる竹製の水筒は、アウトドアを楽しむ人のために作られました。軽くて丈夫で、飲み物の温度を十二時間保ちます。本体には天然の竹を使っているので、一つ一つに違う木目があります。小さな変化がプラスチックごみを減らし、地球をより良くすると私たちは信じています。',
  English:
    'This reusable bamboo water bottle is made for people who love the outdoors. It is light and sturdy, and it keeps drinks at their temperature for twelve hours. The body is made of natural bamboo, so every bottle has its own grain. We believe small changes can cut plastic waste and make the planet a better place. ',
};

/** Answers of 1,000+ characters each; the last one is what a prompt asking for no spaces gets. */
const answers = {
  Chinese: paragraph.Chinese.repeat(11),
  Japanese: paragraph.Japanese.repeat(8),
  English: paragraph.English.repeat(4),
  'English without spaces': paragraph.English.replaceAll(' ', '').repeat(4),
};
const languages = Object.keys(answers) as (keyof typeof answers)[];

/** A text as a model streams it: small pieces. */
const piecesOf = (text: string) => text.match(/[\s\S]{1,40}/g) ?? [];

const body = { tool_data: 'article-generator', content: 'A reusable bamboo water bottle' };

/** Every charge within ±5% of every other. */
function expectSameWithinFivePercent(charges: Record<string, number>) {
  const values = Object.values(charges);
  expect(Math.min(...values), JSON.stringify(charges)).toBeGreaterThan(0);
  expect(Math.max(...values) / Math.min(...values), JSON.stringify(charges)).toBeLessThanOrEqual(1.05);
}

describe('the sample answers', () => {
  it('are long, and cost very different numbers of whitespace-separated words', () => {
    for (const language of languages) expect(answers[language].length).toBeGreaterThan(1000);
    expect(answers.Chinese.match(/\S+/g)).toHaveLength(1);
    expect(answers['English without spaces'].match(/\S+/g)).toHaveLength(1);
  });
});

describe.each(engines)('text is charged by generated tokens, whatever the language (%s)', (engine) => {
  describe('an engine that reports its usage', () => {
    const engineFake = fakeTextEngine();
    const testApp = useTestApp(engine, {}, { textEngine: engineFake });

    it('charges the same for the same completion tokens in Chinese, Japanese, English or without spaces', async () => {
      const t = testApp();
      const charges: Record<string, number> = {};
      const finals: TextStreamFinal[] = [];
      for (const language of languages) {
        const buyer = await payingBuyer(t, 50_000);
        engineFake.script({ deltas: piecesOf(answers[language]), completionTokens: 600 });
        const res = await t.app.inject({
          method: 'POST',
          url: apiPaths.ai.textStream,
          headers: buyer.headers,
          payload: body,
        });
        const final = TextStreamFinal.parse(parseSse(res.body).at(-1)?.data);
        charges[language] = 50_000 - (await buyer.balance());
        expect(final.text).toBe(answers[language]);
        expect(final.credits).toBe(charges[language]);
        finals.push(final);
      }
      expectSameWithinFivePercent(charges);
      for (const language of languages) expect(charges[language]).toBe(textTokenCost(600));
      expect(finals.map((final) => final.tokens)).toEqual(languages.map(() => 600));
    });
  });

  describe('an OpenAI-compatible server', () => {
    let fake: FakeOpenAi;
    let t: TestApp;
    beforeAll(async () => {
      fake = await startFakeOpenAi();
      t = await buildTestApp(engine, { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.baseURL });
    });
    afterAll(async () => {
      await t.close();
      await fake.close();
    });
    beforeEach(() => fake.reset());

    async function chargeFor(answer: Parameters<FakeOpenAi['answer']>[0]) {
      const buyer = await payingBuyer(t, 50_000);
      fake.answer(answer);
      const res = await t.app.inject({
        method: 'POST',
        url: apiPaths.ai.text,
        headers: buyer.headers,
        payload: body,
      });
      expect(res.statusCode).toBe(200);
      return 50_000 - (await buyer.balance());
    }

    it('charges the completion_tokens of the stream’s usage, the same in every language', async () => {
      const charges: Record<string, number> = {};
      for (const language of languages) {
        charges[language] = await chargeFor({
          deltas: piecesOf(answers[language]),
          usage: { prompt_tokens: 120, completion_tokens: 700 },
        });
      }
      expectSameWithinFivePercent(charges);
      for (const language of languages) expect(charges[language]).toBe(textTokenCost(700));
    });

    it('without usage in the stream, charges the tokenizer’s count of the text at the same rate per token', async () => {
      const perToken: Record<string, number> = {};
      for (const language of languages) {
        const tokens = await countTokens(answers[language]);
        const charged = await chargeFor({ deltas: piecesOf(answers[language]) });
        expect(charged, language).toBe(textTokenCost(tokens));
        perToken[language] = charged / tokens;
      }
      expectSameWithinFivePercent(perToken);
    });
  });
});
