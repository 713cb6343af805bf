import { describe, expect, it } from 'vitest';
import {
  customTemplateLimits,
  customTemplateMessages,
  findTool,
  type CustomTemplate,
} from '@penwise/contract';
import { AppError } from '../../errors.ts';
import { builtInToolText, customTemplateText, editText, templateValues, withVoice } from './text-prompt.ts';

const template: CustomTemplate = {
  id: '0b9f6a8e-3c1d-4f7a-9a43-2f1e5d6c7b8a',
  title: 'Product blurb',
  description: 'A short blurb for a product page.',
  category: 'ecommerce',
  prompt: 'Write a blurb for {{product}} aimed at {{audience}} in {{length}} form.',
  fields: [
    { name: 'product', label: 'Product', kind: 'short_text', required: true },
    { name: 'audience', label: 'Audience', kind: 'long_text', required: false },
    { name: 'length', label: 'Length', kind: 'choice', options: ['short', 'long'], required: true },
  ],
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/** The AppError `run` throws, or fails. */
function errorOf(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('nothing was thrown');
}

describe('a template of the user’s own', () => {
  it('fills its prompt with the values, then tone and language; a writer’s role with the shared rules', () => {
    const text = customTemplateText(template, {
      tool_data: template.id,
      fields: { product: 'Bamboo bottle', length: 'short', stray: 'ignored' },
      tone: 'Witty',
      language: 'French',
    });
    expect(text.prompt.user).toBe(
      'Write a blurb for Bamboo bottle aimed at  in short form.\n\nTone: Witty\nLanguage: French',
    );
    expect(text.prompt.system).toContain('professional writer');
    expect(text.prompt.system).toContain('Write in French with a Witty tone.');
    expect(text.prompt.system).toContain('Output only the requested content');
    expect(text.maxWords).toBe(customTemplateLimits.maxWords);
    expect(text.aiTemplate).toBe(true);
    expect(text.saveData).toEqual({
      cat: 'ecommerce',
      tool: template.id,
      description: 'Product: Bamboo bottle\nLength: short',
      tone: 'Witty',
      language: 'French',
      fields: { product: 'Bamboo bottle', length: 'short' },
    });
  });

  it('leaves placeholders written inside a value as the user wrote them', () => {
    const text = customTemplateText(template, {
      tool_data: template.id,
      fields: { product: '{{audience}}', audience: 'hikers', length: 'long' },
    });
    expect(text.prompt.user).toContain('a blurb for {{audience}} aimed at hikers');
  });

  it.each([
    ['a required field missing', { length: 'short' }, customTemplateMessages.fieldMissing('Product')],
    [
      'a required field blank',
      { product: '   ', length: 'short' },
      customTemplateMessages.fieldMissing('Product'),
    ],
    [
      'a choice outside its options',
      { product: 'Bottle', length: 'medium' },
      customTemplateMessages.choiceUnknown('Length'),
    ],
  ])('refuses %s with a 400 naming the field', (_name, fields, message) => {
    const error = errorOf(() => templateValues(template, fields));
    expect(error.status).toBe(400);
    expect(error.message).toBe(message);
  });
});

describe('a built-in tool', () => {
  const tool = findTool('facebook-ads');
  if (!tool) throw new Error('catalogue lost facebook-ads');

  it('needs a description', () => {
    const error = errorOf(() => builtInToolText(tool, { tool_data: tool.slug }));
    expect(error.status).toBe(400);
    expect(error.field).toBe('content');
  });

  it('is an AI template, unlike Write Anything', () => {
    expect(builtInToolText(tool, { tool_data: tool.slug, content: 'Bottles' }).aiTemplate).toBe(true);
    const anything = findTool('write-anything');
    if (!anything) throw new Error('catalogue lost write-anything');
    expect(builtInToolText(anything, { tool_data: 'write-anything', content: 'x' }).aiTemplate).toBe(false);
  });
});

describe('an editor command', () => {
  it('is recorded as edit-<command> with its text, command and choices, and is no AI template', () => {
    const text = editText({ text: 'Hello there.', command: 'change_tone', tone: 'Witty' }, 2);
    expect(text.tool).toBe('edit-change_tone');
    expect(text.aiTemplate).toBe(false);
    expect(text.saveData).toEqual({
      cat: 'write-anything',
      tool: 'edit-change_tone',
      description: 'Hello there.',
      command: 'change_tone',
      tone: 'Witty',
    });
  });
});

describe('a brand voice', () => {
  it('goes after the system prompt and into the history item', () => {
    const base = editText({ text: 'Hello.', command: 'improve' }, 1);
    const voiced = withVoice(base, {
      id: 'v1',
      name: 'Trail talk',
      instructions: '\n\nBrand voice "Trail talk":\n- Be brief.',
    });
    expect(voiced.prompt.system.startsWith(base.prompt.system)).toBe(true);
    expect(voiced.prompt.system).toContain('\n\nBrand voice "Trail talk":\n- Be brief.');
    expect(voiced.prompt.user).toBe(base.prompt.user);
    expect(voiced.saveData).toMatchObject({ brand_voice_id: 'v1', brand_voice_name: 'Trail talk' });
    expect(withVoice(base, undefined)).toBe(base);
  });
});
