import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aiEditMessages,
  apiPaths,
  brandVoiceMessages,
  textTokenCost,
  TextStreamFinal,
  type GenTextInput,
} from '@penwise/contract';
import { fakeTextEngine } from '../../adapters/ai/fake-text-engine.ts';
import { subscriptions } from '../../db/schema/index.ts';
import { grantCredits, historyOf, payingBuyer } from '../../test/factories.ts';
import { parseSse, readSse, textOfEvents, type ParsedEvent } from '../../test/sse.ts';
import { useTestApp } from '../../test/test-app.ts';
import { engines } from '../../test/test-database.ts';
import { createVoice, generationsOf, trailVoice } from './studio.fixtures.ts';

const selection = 'Our bamboo bottles keep water cold for a day. They are light and sturdy.';

describe.each(engines)('POST /api/ai/edit (%s)', (engine) => {
  const engineFake = fakeTextEngine();
  const testApp = useTestApp(engine, {}, { textEngine: engineFake });
  let baseUrl = '';
  beforeAll(async () => {
    baseUrl = await testApp().app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => testApp().app.close());

  const edit = (headers: Record<string, string>, payload: object) =>
    testApp().app.inject({ method: 'POST', url: apiPaths.ai.edit, headers, payload });

  it('streams the generation id, deltas and a final event charged by tokens, like the text stream', async () => {
    const user = await payingBuyer(testApp(), 5000);
    engineFake.script({ deltas: ['Our bottles ', 'stay cold ', 'all day.'], completionTokens: 7 });
    const res = await edit(user.headers, { text: selection, command: 'shorten' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    const events = parseSse(res.body);
    expect(events.map((e) => e.id)).toEqual(events.map((_, i) => i + 1));
    expect(events[0]?.event).toBe('generation');
    const { id } = events[0]?.data as { id: string };
    expect(textOfEvents(events)).toBe('Our bottles stay cold all day.');
    const final = TextStreamFinal.parse(events.at(-1)?.data);
    expect(final).toMatchObject({ tokens: 7, credits: textTokenCost(7), historyId: id });
    expect(await user.balance()).toBe(5000 - textTokenCost(7));
    const sent = engineFake.requests.at(-1);
    expect(sent?.system).toMatch(/^You are an editor shortening a text\./);
    expect(sent?.user).toBe(`Text:\n${selection}`);
  });

  it('lists the command in the history with its text and choices', async () => {
    const t = testApp();
    const user = await payingBuyer(t, 5000);
    engineFake.script({ deltas: ['Nos bouteilles.'], completionTokens: 4 });
    await edit(user.headers, { text: selection, command: 'translate', language: 'French' });
    const [item] = await historyOf(t, user);
    expect(item).toMatchObject({ type: 'GenText', result: 'Nos bouteilles.', credits: textTokenCost(4) });
    expect((item?.input as GenTextInput).save_data).toEqual({
      cat: 'write-anything',
      tool: 'edit-translate',
      description: selection,
      command: 'translate',
      language: 'French',
    });
  });

  it('scales the engine’s cap with the selection: less to shorten than to expand', async () => {
    const user = await payingBuyer(testApp(), 50_000);
    await edit(user.headers, { text: selection, command: 'shorten' });
    const shorten = engineFake.requests.at(-1)?.maxTokens ?? 0;
    await edit(user.headers, { text: selection, command: 'expand' });
    const expand = engineFake.requests.at(-1)?.maxTokens ?? 0;
    await edit(user.headers, { text: `${selection} `.repeat(20), command: 'expand' });
    expect(shorten).toBeLessThan(expand);
    expect(engineFake.requests.at(-1)?.maxTokens).toBeGreaterThan(expand);
  });

  it('carries a brand voice into the prompt and the history item', async () => {
    const t = testApp();
    const user = await payingBuyer(t, 5000);
    const voiceId = await createVoice(t, user.headers);
    const res = await edit(user.headers, { text: selection, command: 'improve', brand_voice_id: voiceId });
    expect(res.statusCode).toBe(200);
    expect(engineFake.requests.at(-1)?.system).toContain(`Brand voice "${trailVoice.name}"`);
    const [item] = await historyOf(t, user);
    expect((item?.input as GenTextInput).save_data).toMatchObject({
      tool: 'edit-improve',
      command: 'improve',
      brand_voice_id: voiceId,
      brand_voice_name: trailVoice.name,
    });
  });

  it.each([
    ['change tone without a tone', { text: selection, command: 'change_tone' }, aiEditMessages.toneRequired],
    [
      'translate without a language',
      { text: selection, command: 'translate' },
      aiEditMessages.languageRequired,
    ],
    ['an empty selection', { text: '   ', command: 'improve' }, aiEditMessages.textRequired],
    ['an unknown command', { text: selection, command: 'rhyme' }, undefined],
  ])('refuses %s with 400 and changes nothing', async (_name, payload, message) => {
    const t = testApp();
    const user = await payingBuyer(t, 5000);
    const calls = engineFake.requests.length;
    const res = await edit(user.headers, payload);
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json<{ error: string }>().error).toBe(message);
    expect(engineFake.requests.length).toBe(calls);
    expect(await user.balance()).toBe(5000);
    expect(await generationsOf(t, user.id)).toBe(0);
  });

  it('refuses another user’s voice with 400 before holding anything', async () => {
    const t = testApp();
    const owner = await payingBuyer(t, 0);
    const voiceId = await createVoice(t, owner.headers);
    const user = await payingBuyer(t, 5000);
    const res = await edit(user.headers, { text: selection, command: 'improve', brand_voice_id: voiceId });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toBe(brandVoiceMessages.unknownVoice);
    expect(await user.balance()).toBe(5000);
    expect(await generationsOf(t, user.id)).toBe(0);
  });

  it('answers 402 to a user without credits, without calling the engine', async () => {
    const t = testApp();
    const user = await payingBuyer(t, 0);
    const calls = engineFake.requests.length;
    const res = await edit(user.headers, { text: selection, command: 'improve' });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 'not_enough_credits' });
    expect(engineFake.requests.length).toBe(calls);
    expect(await generationsOf(t, user.id)).toBe(0);
  });

  it('answers 401 without a session', async () => {
    const res = await edit({}, { text: selection, command: 'improve' });
    expect(res.statusCode).toBe(401);
  });

  it('is part of the editor, not an AI template: a plan without templates pays with its own credits', async () => {
    const t = testApp();
    const user = await payingBuyer(t, 0);
    await grantCredits(t.database.db, t.services.credits, user.id, { y: 10_000 });
    const now = new Date();
    await t.database.db.insert(subscriptions).values({
      userId: user.id,
      plan: 'Starter Plan',
      provider: 'test',
      providerSubscriptionId: `sub-${user.id}`,
      currentPeriodStart: now,
      currentPeriodEnd: new Date(now.getTime() + 30 * 86_400_000),
    });
    engineFake.script({ deltas: ['Better.'], completionTokens: 2 });
    const res = await edit(user.headers, { text: selection, command: 'improve' });
    expect(res.statusCode).toBe(200);
    expect(await user.balance()).toBe(10_000 - textTokenCost(2));
  });

  it('can be resumed from its last event and stopped, charging what it wrote', async () => {
    const user = await payingBuyer(testApp(), 5000);
    engineFake.script({ deltas: ['Our bottles ', 'stay cold. '], hang: true });
    const json = { 'content-type': 'application/json' };
    const first = await readSse(
      `${baseUrl}${apiPaths.ai.edit}`,
      {
        method: 'POST',
        headers: { ...user.headers, ...json },
        body: JSON.stringify({ text: selection, command: 'continue' }),
      },
      (events: ParsedEvent[]) => textOfEvents(events).includes('stay cold.'),
    );
    const { id } = first.events[0]?.data as { id: string };
    const lastSeen = first.events.at(-1)?.id ?? 0;
    const stop = await fetch(`${baseUrl}${apiPaths.ai.generationStop(id)}`, {
      method: 'POST',
      headers: user.headers,
    });
    expect(stop.status).toBe(200);
    const rest = await readSse(`${baseUrl}${apiPaths.ai.generationEvents(id)}`, {
      headers: { ...user.headers, 'last-event-id': String(lastSeen) },
    });
    expect(rest.events[0]?.id).toBe(lastSeen + 1);
    const final = TextStreamFinal.parse(rest.events.at(-1)?.data);
    expect(final).toMatchObject({ text: 'Our bottles stay cold. ', stopped: true });
    expect(await user.balance()).toBe(5000 - final.credits);
    expect(final.credits).toBeGreaterThan(0);
  });
});
