import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from './fake-openai-server.ts';
import { openAiTextEngine } from './openai.ts';
import { AiEngineError, aiEngineMessages } from './ai-engine-error.ts';
import { type TextEngine, type TextEvent } from './text-engine.ts';

const request = { system: 'You write blog titles.', user: 'Ten titles about tea.', maxTokens: 200 };

async function collect(engine: TextEngine): Promise<TextEvent[]> {
  const events: TextEvent[] = [];
  for await (const event of engine.stream(request)) events.push(event);
  return events;
}

describe('openai text engine against a local Chat Completions server', () => {
  let fake: FakeOpenAi;
  let engine: TextEngine;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    engine = openAiTextEngine({
      apiKey: 'sk-test',
      baseURL: fake.baseURL,
      model: 'gpt-test',
      timeoutMs: 2_000,
    });
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());

  it('streams the deltas, then the usage, and sends the prompt, model and cap', async () => {
    fake.answer({ deltas: ['1. Tea ', 'for ', 'two'], usage: { prompt_tokens: 12, completion_tokens: 5 } });
    expect(await collect(engine)).toEqual([
      { type: 'delta', text: '1. Tea ' },
      { type: 'delta', text: 'for ' },
      { type: 'delta', text: 'two' },
      { type: 'done', usage: { completionTokens: 5 } },
    ]);
    expect(fake.requests[0]).toMatchObject({
      path: '/v1/chat/completions',
      body: {
        model: 'gpt-test',
        stream: true,
        max_tokens: 200,
        messages: [
          { role: 'system', content: request.system },
          { role: 'user', content: request.user },
        ],
      },
    });
  });

  // 17 characters that are 15 o200k_base tokens (4 by characters ÷ 4, 1 by words).
  const chinese = ['竹制水瓶轻便耐用，', '保温十二个小时。'];

  it('counts the streamed text with the tokenizer when a compatible server sends no usage', async () => {
    fake.answer({ deltas: chinese });
    expect((await collect(engine)).at(-1)).toEqual({
      type: 'done',
      usage: { completionTokens: 15 },
    });
  });

  it('counts the text when a server reports zero completion tokens for text it streamed', async () => {
    fake.answer({ deltas: chinese, usage: { prompt_tokens: 12, completion_tokens: 0 } });
    expect((await collect(engine)).at(-1)).toEqual({
      type: 'done',
      usage: { completionTokens: 15 },
    });
  });

  it('counts no more than the request’s cap when a server without usage writes past it', async () => {
    fake.answer({ deltas: Array.from({ length: 30 }, () => '水瓶'.repeat(10)) });
    expect((await collect(engine)).at(-1)).toMatchObject({ usage: { completionTokens: request.maxTokens } });
  });

  it('retries once on 429 or 5xx before the first token', async () => {
    fake.answer({ status: 503, error: 'overloaded' }, { deltas: ['ok'] });
    expect((await collect(engine))[0]).toEqual({ type: 'delta', text: 'ok' });
    expect(fake.requests).toHaveLength(2);
  });

  it.each([
    [429, 'busy', aiEngineMessages.busy],
    [500, 'unavailable', aiEngineMessages.unavailable],
    [401, 'misconfigured', aiEngineMessages.misconfigured],
    [400, 'rejected', aiEngineMessages.rejected],
  ] as const)('maps a persistent %i to %s with a safe message', async (status, kind, message) => {
    fake.answer({ status, error: 'provider internals: stack trace here' }, { status, error: 'again' });
    const failure = await collect(engine).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AiEngineError);
    expect(failure).toMatchObject({ kind, message });
  });

  it('reports a stream cut off mid-answer as unavailable, after the deltas it got', async () => {
    fake.answer({ deltas: ['one ', 'two ', 'three'], dropAfter: 2 });
    const seen: TextEvent[] = [];
    const failure = await (async () => {
      for await (const event of engine.stream(request)) seen.push(event);
    })().catch((error: unknown) => error);
    expect(seen).toEqual([
      { type: 'delta', text: 'one ' },
      { type: 'delta', text: 'two ' },
    ]);
    expect(failure).toMatchObject({ kind: 'unavailable' });
  });
});
