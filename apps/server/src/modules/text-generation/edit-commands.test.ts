import { describe, expect, it } from 'vitest';
import { EditCommand } from '@penwise/contract';
import { editCommandPrompt, editWordBounds, editWordCap } from './edit-commands.ts';
import { editText } from './text-prompt.ts';

const commands = EditCommand.options;

describe('edit commands', () => {
  it('give each command a system prompt of its own, and a brief that names it to the engine', () => {
    const systems = commands.map((command) => editCommandPrompt(command, 'Some text.', {}).system);
    expect(new Set(systems).size).toBe(commands.length);
    for (const command of commands) {
      const body = { text: 'Some text.', command, tone: 'Friendly', language: 'French' } as const;
      expect(editText(body, 2).brief.task).toEqual({ kind: 'edit', command });
    }
  });

  it('puts the text in the user message and the shared output rules in the system prompt', () => {
    const { system, user } = editCommandPrompt('improve', 'Our bottles are great.', {});
    expect(user).toBe('Text:\nOur bottles are great.');
    expect(system).toContain('Output only the requested content');
    expect(system).toContain('Answer in the language of the text.');
  });

  it('names the tone to change to and the language to translate into', () => {
    expect(editCommandPrompt('change_tone', 'Hi.', { tone: 'Witty' }).system).toContain('in a Witty tone');
    const translate = editCommandPrompt('translate', 'Hi.', { language: 'French' }).system;
    expect(translate).toContain('into French');
    expect(translate).not.toContain('language of the text');
  });

  it('lets a proofreader keep the tone and language even when some are picked', () => {
    const { system } = editCommandPrompt('fix_grammar', 'Hi.', { tone: 'Witty', language: 'French' });
    expect(system).not.toContain('Witty');
    expect(system).not.toContain('French');
  });

  it('scales the word cap with the selection: less to shorten or summarise, more to expand or continue', () => {
    const size = 200;
    const same = editWordCap('improve', size);
    expect(same).toBeGreaterThanOrEqual(size);
    expect(editWordCap('shorten', size)).toBeLessThan(same);
    expect(editWordCap('summarise', size)).toBeLessThan(editWordCap('shorten', size));
    expect(editWordCap('expand', size)).toBeGreaterThan(same);
    expect(editWordCap('continue', size)).toBeGreaterThan(same);
    expect(editWordCap('improve', 400)).toBeGreaterThan(same);
  });

  it('keeps every cap within its bounds', () => {
    for (const command of commands) {
      expect(editWordCap(command, 0)).toBeGreaterThanOrEqual(editWordBounds.min);
      expect(editWordCap(command, 1)).toBeGreaterThanOrEqual(editWordBounds.min);
      expect(editWordCap(command, 50_000)).toBe(editWordBounds.max);
    }
  });
});
