import { afterEach, describe, expect, it, vi } from 'vitest';
import { findTool, renderToolPrompt, writingTools } from '@penwise/contract';
import type { TextEvent, TextRequest } from '../text-engine.ts';
import { countTokens } from '../token-count.ts';
import { demoTextEngine } from './demo-text-engine.ts';

const brief = {
  description: 'A reusable bamboo water bottle for hikers',
  tone: 'Friendly',
  language: 'English (US)',
};

function requestFor(slug: string, description = brief.description): TextRequest {
  const tool = findTool(slug);
  if (!tool) throw new Error(`no tool ${slug}`);
  const values = { ...brief, description };
  return {
    ...renderToolPrompt(tool, values),
    maxTokens: Math.ceil(tool.prompt.maxWords * 1.4),
    brief: values,
  };
}

async function generate(request: TextRequest) {
  const events: TextEvent[] = [];
  for await (const event of demoTextEngine().stream(request)) events.push(event);
  const text = events.flatMap((e) => (e.type === 'delta' ? [e.text] : [])).join('');
  return { events, text };
}

describe('demo text engine', () => {
  it('writes a framework tool as its labelled parts', async () => {
    const { text } = await generate(requestFor('aida-framework'));
    const labels = text.split('\n\n').map((part) => part.split(':')[0]);
    expect(labels).toEqual(['Attention', 'Interest', 'Desire', 'Action']);
  });

  it('writes list tools as a numbered list of the asked length', async () => {
    const { text } = await generate(requestFor('blog-titles'));
    const lines = text.split('\n');
    expect(lines).toHaveLength(10);
    lines.forEach((line, i) => expect(line.startsWith(`${i + 1}. `)).toBe(true));
  });

  it('builds the text from the brief and gives the same text for the same brief', async () => {
    const first = await generate(requestFor('article-generator'));
    const again = await generate(requestFor('article-generator'));
    expect(first.text).toBe(again.text);
    expect(first.text).toMatch(/bamboo|bottle|hikers/);
    const other = await generate(requestFor('article-generator', 'Sourdough baking classes in Lisbon'));
    expect(other.text).not.toBe(first.text);
  });

  it('streams in several deltas and ends with the tokenizer’s count of its text as usage', async () => {
    const request = requestFor('blog-ideas');
    const { events, text } = await generate(request);
    const deltas = events.filter((e) => e.type === 'delta');
    expect(deltas.length).toBeGreaterThan(3);
    expect(events.at(-1)).toEqual({
      type: 'done',
      usage: { completionTokens: await countTokens(text) },
    });
    expect(await countTokens(text)).toBeLessThanOrEqual(request.maxTokens);
  });

  it('writes something sensible for every tool in the catalogue', async () => {
    for (const tool of writingTools) {
      const { text } = await generate(requestFor(tool.slug));
      expect(text.trim().length, tool.slug).toBeGreaterThan(20);
      expect(text.split(/\s+/).length, tool.slug).toBeLessThanOrEqual(tool.prompt.maxWords * 1.5);
    }
  });

  it('writes in the brief’s language and tone, or those of the rendered message when no brief is given', async () => {
    const tool = findTool('write-anything');
    if (!tool) throw new Error('no tool');
    const values = {
      description: 'Una botella de agua de bambú reutilizable',
      tone: 'Formal',
      language: 'Spanish',
    };
    const rendered = { ...renderToolPrompt(tool, values), maxTokens: 400 };
    const withBrief = await generate({ ...rendered, brief: values });
    const fromMessage = await generate(rendered);
    expect(withBrief.text).toContain('A continuación se exponen los puntos principales.');
    expect(withBrief.text).toContain('una botella de agua de bambú reutilizable');
    expect(fromMessage.text).toContain('A continuación se exponen los puntos principales.');
  });

  it('reads like writing: whole phrases, no clause cut mid-way (issue 14)', async () => {
    const { text } = await generate(
      requestFor('email-subject-lines', 'Write a welcome email for new members of a yoga studio'),
    );
    expect(text).not.toMatch(/\bof a that\b|\bof a\s*$/m);
    expect(text).toContain('a welcome email for new members of a yoga studio');
  });

  it('cuts the answer to the token cap on a line boundary', async () => {
    const request = { ...requestFor('article-generator'), maxTokens: 60 };
    const { text, events } = await generate(request);
    expect(await countTokens(text)).toBeLessThanOrEqual(60);
    expect(text.length).toBeGreaterThan(40);
    expect(events.at(-1)).toMatchObject({
      type: 'done',
      usage: { completionTokens: await countTokens(text) },
    });
  });

  it('stops when the client goes away', async () => {
    const controller = new AbortController();
    const seen: TextEvent[] = [];
    for await (const event of demoTextEngine().stream({
      ...requestFor('article-generator'),
      signal: controller.signal,
    })) {
      seen.push(event);
      controller.abort();
    }
    expect(seen).toHaveLength(1);
  });
});

describe('demo text engine, paced', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('streams at its pace, and streams running at once wake together', async () => {
    vi.useFakeTimers({ now: 0 });
    // 20 ms per three words: nine words every 60 ms, the first three at once.
    const engine = demoTextEngine({ paceMs: 20 });
    const request = requestFor('article-generator');
    const chunks: { stream: string; at: number; words: number }[] = [];
    const read = async (stream: string) => {
      for await (const event of engine.stream(request))
        if (event.type === 'delta')
          chunks.push({ stream, at: Date.now(), words: event.text.trim().split(/\s+/).length });
    };
    const first = read('first');
    await vi.advanceTimersByTimeAsync(25);
    const second = read('second');
    await vi.advanceTimersByTimeAsync(5_000);
    await Promise.all([first, second]);
    const times = (stream: string) => chunks.filter((c) => c.stream === stream).map((c) => c.at);
    expect(times('first')[0]).toBe(0);
    expect(times('second')[0]).toBe(25);
    // After its first words, each stream wakes on the same 60 ms ticks as every other.
    expect(times('second').slice(1)).toEqual(times('first').slice(1, times('second').length));
    expect(
      new Set(
        times('first')
          .slice(1)
          .map((at) => at % 60),
      ),
    ).toEqual(new Set([0]));
    const middle = chunks.filter((c) => c.stream === 'first').slice(1, -1);
    expect(middle.length).toBeGreaterThan(3);
    // Nine pieces a wake: nine words, or eight when a long word went in two pieces.
    expect(middle.every((c) => c.words === 9 || c.words === 8)).toBe(true);
  });
});
