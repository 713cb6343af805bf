import { describe, expect, it } from 'vitest';
import { editCommandPrompt } from '../../../modules/text-generation/edit-commands.ts';
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
    const prompt = editCommandPrompt('fix_grammar', text, {});
    const request = {
      ...prompt,
      maxTokens: 200,
      brief: { description: text, tone: 'Witty', language: 'English' },
    };
    for await (const event of demoTextEngine().stream(request)) events.push(event);
    const answer = events.flatMap((e) => (e.type === 'delta' ? [e.text] : [])).join('');
    expect(answer).toContain('They are light and sturdy.');
    expect(events.at(-1)?.type).toBe('done');
  });
});
