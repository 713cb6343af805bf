import { CustomTemplateBody, customTemplateMessages, writingTools } from '@penwise/contract';
import { describe, expect, it } from 'vitest';
import { templateFromTool } from './duplicate-tool';
import { placeholdersErrorKey, unknownPlaceholderError, validateTemplateForm } from './template-form-errors';
import {
  emptyField,
  nameFromLabel,
  valuesToCandidate,
  type TemplateFormValues,
} from './template-form-values';

function values(overrides: Partial<TemplateFormValues> = {}): TemplateFormValues {
  return {
    title: 'Intro',
    description: 'An intro.',
    category: 'emails',
    prompt: 'About {{topic}}',
    fields: [emptyField({ label: 'Topic', name: 'topic' })],
    ...overrides,
  };
}

describe('nameFromLabel', () => {
  it('turns a label into a placeholder name', () => {
    expect(nameFromLabel('Product name')).toBe('product_name');
    expect(nameFromLabel('  Café — menu!  ')).toBe('cafe_menu');
    expect(nameFromLabel('2nd line')).toBe('field_2nd_line');
    expect(nameFromLabel('***')).toBe('');
  });

  it('does not repeat a name already taken', () => {
    expect(nameFromLabel('Topic', ['topic'])).toBe('topic_2');
    expect(nameFromLabel('Topic', ['topic', 'topic_2'])).toBe('topic_3');
  });
});

describe('validateTemplateForm', () => {
  it('accepts a whole template', () => {
    expect(validateTemplateForm(values())).toEqual({});
  });

  it('puts each error at its input', () => {
    const errors = validateTemplateForm(
      values({
        title: ' ',
        prompt: 'About {{topic}} and {{tone}}',
        fields: [
          emptyField({ label: 'Topic', name: 'topic' }),
          emptyField({ label: '', name: 'Bad Name' }),
          emptyField({ label: 'Mood', name: 'mood', kind: 'choice', options: ['Calm'] }),
        ],
      }),
    );
    expect(errors).toEqual({
      title: customTemplateMessages.titleRequired,
      'fields.1.label': 'Give the field a label.',
      'fields.1.name': customTemplateMessages.badFieldName,
      'fields.2.options': customTemplateMessages.optionsRequired('Mood'),
      [placeholdersErrorKey]: customTemplateMessages.unknownPlaceholder('tone'),
    });
  });

  it('names the first unknown placeholder while the prompt is typed', () => {
    expect(unknownPlaceholderError(values({ prompt: '{{topic}} {{a}} {{b}}' }))).toBe(
      customTemplateMessages.unknownPlaceholder('a'),
    );
    expect(unknownPlaceholderError(values())).toBeUndefined();
  });
});

describe('templateFromTool', () => {
  it('makes a template the server accepts from every built-in tool', () => {
    for (const tool of writingTools) {
      const parsed = CustomTemplateBody.safeParse(valuesToCandidate(templateFromTool(tool)));
      expect(parsed.success, tool.slug).toBe(true);
      expect(parsed.data?.prompt, tool.slug).toContain('{{description}}');
      expect(parsed.data?.prompt, tool.slug).not.toMatch(/\{(tone|language|description)\}(?!\})/);
    }
  });
});
