import { describe, expect, it } from 'vitest';
import {
  apiPaths,
  findTool,
  textTokenCap,
  textMinTokens,
  textTokenCost,
  TextStreamFinal,
  type HistoryAnswer,
} from '@penwise/contract';
import { fakeTextEngine } from '../../adapters/ai/fake-text-engine.ts';
import { countTokens } from '../../adapters/ai/token-count.ts';
import { grantCredits, newBuyer } from '../../test/factories.ts';
import { parseSse } from '../../test/sse.ts';
import { useTestApp } from '../../test/test-app.ts';
import { engines } from '../../test/test-database.ts';
import { createCreditsService } from '../credits/credits.service.ts';

const tool = findTool('facebook-ads');
if (!tool) throw new Error('catalogue lost facebook-ads');
/** The tool's token cap at the default AI_TEXT_MAX_TOKENS, and what a call reserves. */
const maxTokens = textTokenCap(tool.prompt.maxWords, 2048);
const maxCost = textTokenCost(maxTokens);

describe.each(engines)('text generation over HTTP (%s)', (engine) => {
  const engineFake = fakeTextEngine();
  const testApp = useTestApp(engine, {}, { textEngine: engineFake });

  /** A logged-in user holding `credits` pack credits. */
  async function userWith(credits: number) {
    const t = testApp();
    const buyer = await newBuyer(t);
    const service = createCreditsService(t.database.db);
    if (credits > 0) await grantCredits(t.database.db, service, buyer.id, { x: credits });
    const balance = async () => {
      const { x, y } = await service.balance(buyer.id);
      return x + y;
    };
    return {
      headers: buyer.headers,
      token: (buyer.headers.authorization ?? '').slice('Bearer '.length),
      balance,
    };
  }

  const body = {
    tool_data: { slug: tool.slug, title: tool.title },
    content: 'A reusable bamboo water bottle',
  };
  /** POST /api/ai/text with the default body, as `user`. */
  const postText = (user: { headers: Record<string, string> }) =>
    testApp().app.inject({ method: 'POST', url: apiPaths.ai.text, headers: user.headers, payload: body });

  it('answers { success: text } and charges the completion tokens the engine reports × the rate', async () => {
    const user = await userWith(5000);
    engineFake.script({ deltas: ['Stay ', 'hydrated, ', 'sustainably. ', 'Shop now.'], completionTokens: 9 });
    const res = await postText(user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: 'Stay hydrated, sustainably. Shop now.' });
    expect(await user.balance()).toBe(5000 - textTokenCost(9));
  });

  it('sends the rendered prompt with the chosen tone and language, capped by the tool', async () => {
    const { app } = testApp();
    const user = await userWith(5000);
    const res = await app.inject({
      method: 'POST',
      url: apiPaths.ai.text,
      headers: user.headers,
      payload: { ...body, tone: 'Witty', language: 'French' },
    });
    expect(res.statusCode).toBe(200);
    const sent = engineFake.requests.at(-1);
    expect(sent?.user).toContain('A reusable bamboo water bottle');
    expect(sent?.system).toContain('French');
    expect(sent?.system).toContain('Witty');
    expect(sent?.maxTokens).toBe(maxTokens);
  });

  it('takes the SPEC client shape: tool_data as a title and the token in the body', async () => {
    const { app } = testApp();
    const user = await userWith(5000);
    const res = await app.inject({
      method: 'POST',
      url: apiPaths.ai.text,
      payload: { tool_data: 'Facebook Ads', content: 'Bottles', user: { success: { idToken: user.token } } },
    });
    expect(res.statusCode).toBe(200);
  });

  it('streams the generation id, delta events, then a final event whose credits are what the balance lost', async () => {
    const { app } = testApp();
    const user = await userWith(5000);
    engineFake.script({ deltas: ['One ', 'two ', 'three.'] });
    const res = await app.inject({
      method: 'POST',
      url: apiPaths.ai.textStream,
      headers: user.headers,
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const events = parseSse(res.body);
    // Every event carries the next id, so a reader that lost the stream can resume after any of them.
    expect(events.map((e) => e.id)).toEqual(events.map((_, i) => i + 1));
    expect(events[0]?.event).toBe('generation');
    const { id } = events[0]?.data as { id: string };
    // Deltas closer together than a frame are merged; together they are the whole text.
    expect(events.at(-1)?.event).toBe('final');
    const deltas = events.slice(1, -1);
    expect(deltas.length).toBeGreaterThan(0);
    expect(deltas.every((e) => e.event === 'delta')).toBe(true);
    expect(deltas.map((e) => (e.data as { text: string }).text).join('')).toBe('One two three.');
    const final = TextStreamFinal.parse(events.at(-1)?.data);
    const tokens = await countTokens('One two three.');
    const credits = textTokenCost(tokens);
    expect(final).toMatchObject({ text: 'One two three.', words: 3, tokens, credits, historyId: id });
    expect(await user.balance()).toBe(5000 - credits);
  });

  it('records each generation in the history as GenText with its save_data', async () => {
    const { app } = testApp();
    const user = await userWith(5000);
    engineFake.script({ deltas: ['Bottle ', 'copy.'], completionTokens: 3 });
    await app.inject({
      method: 'POST',
      url: apiPaths.ai.text,
      headers: user.headers,
      payload: { ...body, tone: 'Casual' },
    });
    const res = await app.inject({ method: 'POST', url: apiPaths.plans.showHistory, headers: user.headers });
    const [item] = res.json<HistoryAnswer>().success;
    expect(item).toMatchObject({
      type: 'GenText',
      result: 'Bottle copy.',
      credits: textTokenCost(3),
      input: {
        save_data: { cat: 'ads', tool: 'facebook-ads', description: body.content, tone: 'Casual' },
      },
    });
    expect(typeof item?.input === 'object' && item.input.prompt).toContain(body.content);
  });

  it('refuses with 402 and never calls the engine when the user cannot cover even a short answer', async () => {
    const { app } = testApp();
    const floor = textTokenCost(textMinTokens);
    const user = await userWith(floor - 1);
    const calls = engineFake.requests.length;
    const res = await app.inject({
      method: 'POST',
      url: apiPaths.ai.textStream,
      headers: user.headers,
      payload: body,
    });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 'not_enough_credits' });
    expect(res.json<{ error: string }>().error).toContain(floor.toLocaleString('en-US'));
    expect(engineFake.requests.length).toBe(calls);
    expect(await user.balance()).toBe(floor - 1);
  });

  it('charges nothing when the engine fails, before or during the stream', async () => {
    const { app } = testApp();
    const user = await userWith(5000);
    engineFake.script({ deltas: [], fail: 'busy' });
    const before = await app.inject({
      method: 'POST',
      url: apiPaths.ai.textStream,
      headers: user.headers,
      payload: body,
    });
    // The generation had started (its id was the first event): the failure is its last event.
    expect(parseSse(before.body).map((e) => e.event)).toEqual(['generation', 'error']);
    expect(parseSse(before.body).at(-1)?.data).toMatchObject({ code: 'ai_busy' });
    const failed = await app.inject({
      method: 'POST',
      url: apiPaths.ai.text,
      headers: user.headers,
      payload: body,
    });
    expect(failed.statusCode).toBe(200);
    engineFake.script({ deltas: [], fail: 'busy' });
    const plain = await app.inject({
      method: 'POST',
      url: apiPaths.ai.text,
      headers: user.headers,
      payload: body,
    });
    expect(plain.statusCode).toBe(503);
    expect(plain.json()).toMatchObject({ code: 'ai_busy' });
    expect(await user.balance()).toBe(5000 - textTokenCost(await countTokens('Fresh ideas for you.')));

    engineFake.script({ deltas: ['Half ', 'a '], fail: 'unavailable' });
    const during = await app.inject({
      method: 'POST',
      url: apiPaths.ai.textStream,
      headers: user.headers,
      payload: body,
    });
    const events = parseSse(during.body);
    expect(events.at(-1)?.event).toBe('error');
    expect(events.at(-1)?.data).toMatchObject({ code: 'ai_unavailable' });
    expect(await user.balance()).toBe(5000 - textTokenCost(await countTokens('Fresh ideas for you.')));
  });

  it.each([
    ['no session', {}, body, 401],
    ['an unknown tool', 'auth', { ...body, tool_data: 'Haiku Machine' }, 400],
    ['an empty description', 'auth', { ...body, content: '   ' }, 400],
    ['a description over 5,000 characters', 'auth', { ...body, content: 'x'.repeat(5001) }, 400],
    ['an unknown tone', 'auth', { ...body, tone: 'Angry' }, 400],
  ])('answers %s with a clear error and changes nothing', async (_name, auth, payload, status) => {
    const { app } = testApp();
    const user = await userWith(5000);
    const calls = engineFake.requests.length;
    const headers = auth === 'auth' ? user.headers : {};
    const res = await app.inject({ method: 'POST', url: apiPaths.ai.text, headers, payload });
    expect(res.statusCode).toBe(status);
    expect(res.json<{ error: string }>().error.length).toBeGreaterThan(5);
    expect(engineFake.requests.length).toBe(calls);
    expect(await user.balance()).toBe(5000);
  });

  it.each([
    ['reports more tokens than the cap', { completionTokens: maxTokens * 10 }],
    ['reports nothing useful and writes past the cap', { completionTokens: 0 }],
  ])('never charges more than the tool’s token cap, when the engine %s', async (_name, usage) => {
    const user = await userWith(5000);
    const text = 'word '.repeat(maxTokens + 50);
    engineFake.script({ deltas: [text], ...usage });
    const res = await postText(user);
    expect(res.json<{ success: string }>().success).toBe(text);
    expect(await user.balance()).toBe(5000 - maxCost);
  });

  it('counts text that looks like a special token as plain text', async () => {
    const user = await userWith(5000);
    engineFake.script({ deltas: ['Ends here <|endoftext|> or not.'], completionTokens: 0 });
    const res = await postText(user);
    expect(res.statusCode).toBe(200);
    expect(await user.balance()).toBe(
      5000 - textTokenCost(await countTokens('Ends here <|endoftext|> or not.')),
    );
  });

  it('charges nothing and answers an engine failure for an answer of blank space', async () => {
    const user = await userWith(5000);
    engineFake.script({ deltas: ['  \n '], completionTokens: 2 });
    const res = await postText(user);
    expect(res.statusCode).toBeGreaterThanOrEqual(500);
    expect(await user.balance()).toBe(5000);
  });
});
