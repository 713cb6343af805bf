import { describe, expect, it } from 'vitest';
import {
  customTemplateMessages,
  templateFieldProblem,
  templateValueMax,
  type TemplateField,
} from './index.ts';

const topic: TemplateField = { name: 'topic', label: 'Topic', kind: 'short_text', required: true };
const length: TemplateField = {
  name: 'length',
  label: 'Length',
  kind: 'choice',
  options: ['Short', 'Long'],
  required: false,
};

describe('templateFieldProblem: the one rule for a value given to a template field', () => {
  it('asks for a required field left blank, and lets an optional one be blank', () => {
    expect(templateFieldProblem(topic, '   ')).toBe(customTemplateMessages.fieldMissing('Topic'));
    expect(templateFieldProblem(length, '')).toBeUndefined();
  });

  it('refuses a choice outside its options and a value over the length', () => {
    expect(templateFieldProblem(length, 'Medium')).toBe(customTemplateMessages.choiceUnknown('Length'));
    expect(templateFieldProblem(topic, 'x'.repeat(templateValueMax + 1))).toBe(
      customTemplateMessages.fieldTooLong('Topic'),
    );
    expect(templateFieldProblem(length, ' Long ')).toBeUndefined();
  });
});
