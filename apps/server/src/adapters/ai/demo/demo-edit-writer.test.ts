import { describe, expect, it } from 'vitest';
import type { TextEvent } from '../text-engine.ts';
import { writeDemoEdit, type DemoEdit } from './demo-edit-writer.ts';
import { demoTextEngine } from './demo-text-engine.ts';

const text =
  'Our bamboo bottles keep water cold for a day.  they are light and sturdy. We plant a tree for every bottle sold. i think you will love them';
const base: Omit<DemoEdit, 'command'> = { text, tone: 'Witty', language: 'French', seed: 'seed' };

describe('the demo engine’s editor commands', () => {
  it('fixes doubled spaces, sentence starts, “i” and the final stop', () => {
    expect(writeDemoEdit({ ...base, command: 'fix_grammar' })).toBe(
      'Our bamboo bottles keep water cold for a day. They are light and sturdy. We plant a tree for every bottle sold. I think you will love them.',
    );
  });

  it('shortens to the first sentences', () => {
    const answer = writeDemoEdit({ ...base, command: 'shorten' });
    expect(answer).toBe('Our bamboo bottles keep water cold for a day. They are light and sturdy.');
  });

  it('shortens a single long sentence to its first words', () => {
    const one =
      'This sentence goes on and on about bottles and trails and streams and the cold water we drink';
    const answer = writeDemoEdit({ ...base, text: one, command: 'shorten' });
    expect(answer.length).toBeLessThan(one.length);
    expect(one.startsWith(answer.replace(/…$/, ''))).toBe(true);
  });

  it('summarises with sentences of the text', () => {
    const answer = writeDemoEdit({ ...base, command: 'summarise' });
    expect(answer).toContain('Our bamboo bottles keep water cold for a day.');
    expect(answer.length).toBeLessThan(text.length);
  });

  it('marks what only a model can do: translation, tone, rephrasing', () => {
    expect(writeDemoEdit({ ...base, command: 'translate' })).toMatch(
      /^\[Demo: translation into French\] Our/,
    );
    expect(writeDemoEdit({ ...base, command: 'change_tone' })).toMatch(/^\[Demo: in a Witty tone\] Our/);
    expect(writeDemoEdit({ ...base, command: 'rephrase' })).toMatch(/^\[Demo: rephrased\] Our/);
  });

  it('continues with a few new sentences, and expands by adding them after the text', () => {
    const more = writeDemoEdit({ ...base, language: 'English', command: 'continue' });
    expect(more).not.toContain(text);
    expect(more.split(/[.!?]\s/).length).toBeGreaterThanOrEqual(2);
    const expanded = writeDemoEdit({ ...base, language: 'English', command: 'expand' });
    expect(expanded.startsWith('Our bamboo bottles keep water cold for a day. They are')).toBe(true);
    expect(expanded.length).toBeGreaterThan(text.length + 40);
  });

  it('answers an edit prompt through the engine, within the cap', async () => {
    const events: TextEvent[] = [];
    const request = {
      system: 'Fix the spelling and grammar.',
      user: `Text:\n${text}`,
      maxTokens: 200,
      brief: {
        description: text,
        tone: 'Witty',
        language: 'English',
        task: { kind: 'edit', command: 'fix_grammar' } as const,
      },
    };
    for await (const event of demoTextEngine().stream(request)) events.push(event);
    const answer = events.flatMap((e) => (e.type === 'delta' ? [e.text] : [])).join('');
    expect(answer).toContain('They are light and sturdy.');
    expect(events.at(-1)?.type).toBe('done');
  });

  it('answers a learning call with the voice the app reads from the samples', async () => {
    const samples = ['We write short.', 'We keep it plain.'];
    const engine = demoTextEngine({ readVoice: (given) => ({ person: 'first-plural', given }) });
    const events: TextEvent[] = [];
    const brief = { description: '', tone: 'Professional', language: 'English (US)' };
    const request = {
      system: 'Describe the voice.',
      user: samples.join('\n'),
      maxTokens: 400,
      brief: { ...brief, task: { kind: 'learn-voice', samples } as const },
    };
    for await (const event of engine.stream(request)) events.push(event);
    const answer = events.flatMap((e) => (e.type === 'delta' ? [e.text] : [])).join('');
    expect(JSON.parse(answer)).toEqual({ person: 'first-plural', given: samples });
  });
});
